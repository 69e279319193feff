import { useSiteConfig } from '../api/get-site-config';

/** Tells the admin that emailed links and QR codes point at the server's own address until PUBLIC_URL is set. */
export function PublicUrlNotice() {
  const { data } = useSiteConfig();
  if (!data || data.publicUrl) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm [overflow-wrap:anywhere]"
    >
      PUBLIC_URL is not set: links in emails and QR codes point at the address this server was started on. Set
      PUBLIC_URL to the site's public address.
    </p>
  );
}
