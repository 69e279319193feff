import { useSiteConfig } from './api/get-site-config';

/** PUBLIC_URL when the server has one, otherwise the address the page was loaded from. */
export function useSiteOrigin(): string {
  const { data } = useSiteConfig();
  if (data?.publicUrl) return data.publicUrl;
  if (data?.origin) return data.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
