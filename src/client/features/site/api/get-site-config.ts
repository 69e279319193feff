import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the browser needs to know about the deployment: its public address (if configured) and time zone. */
export type SiteConfig = {
  publicUrl: string | null;
  timeZone: string;
  /** Whether mail leaves the server (SMTP is set up): views promise an email only then. */
  mailEnabled: boolean;
  /** Set by the server renderer: the origin the page was rendered for, so both renders agree on links. */
  origin?: string;
};

export const siteConfigQuery = () => queryOptions<SiteConfig>({ queryKey: ['/api/site-config'] });

export const useSiteConfig = () => useQuery(siteConfigQuery());
