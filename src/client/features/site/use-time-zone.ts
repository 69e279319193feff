import { DEFAULT_TIMEZONE } from '@shared/dates';
import { useSiteConfig } from './api/get-site-config';

/** SITE_TIMEZONE, so server and browser show the same calendar day. */
export function useTimeZone(): string {
  return useSiteConfig().data?.timeZone ?? DEFAULT_TIMEZONE;
}
