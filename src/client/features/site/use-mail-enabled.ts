import { useSiteConfig } from './api/get-site-config';

/** Whether the site's mail reaches people (SMTP is set up): views promise an email only then. */
export function useMailEnabled(): boolean {
  return useSiteConfig().data?.mailEnabled ?? true;
}
