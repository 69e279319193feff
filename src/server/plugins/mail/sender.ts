import { isIP } from 'node:net';
import { oneLine } from './mail-message';

/**
 * Who mail comes from. MAIL_FROM when set; otherwise `"<group name>" <no-reply@host>` on PUBLIC_URL's host, but
 * only when that host is a domain name: an address on an IP address or `localhost` is refused by mail servers
 * (and is nobody's), so then MAIL_FROM must be set. Until it is, mail over SMTP fails with `problem` (and stays
 * queued); mail to the outbox carries a placeholder sender on a reserved `.invalid` domain.
 */
export type MailSender = {
  /** The From header for a mail whose default sender name is `name` (the group's name). */
  fromFor(name: string | undefined): string;
  /** Why no sender could be worked out, in words for the admin; null when mail has a proper sender. */
  problem: string | null;
  /** The address mail comes from (for the dashboard), or null with a problem. */
  address: string | null;
};

/** The reserved domain of the outbox's placeholder sender (RFC 2606: never a real one). */
export const PLACEHOLDER_SENDER_DOMAIN = 'mail-from-not-set.invalid';

/** Whether mail may come from an address on this host: a domain name, not an IP address or localhost. */
export function isMailDomain(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(name) !== 0) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return false;
  return name.includes('.');
}

const displayName = (name: string | undefined) => oneLine(name ?? 'Community Events').replace(/["\\]/g, '');

export function mailSenderFor(config: {
  mailFrom: string | undefined;
  publicUrl: string | undefined;
}): MailSender {
  if (config.mailFrom)
    return { fromFor: () => config.mailFrom as string, problem: null, address: config.mailFrom };
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : null;
  if (host && isMailDomain(host)) {
    const address = `no-reply@${host.toLowerCase()}`;
    return { fromFor: (name) => `"${displayName(name)}" <${address}>`, problem: null, address };
  }
  const problem = host
    ? `MAIL_FROM is not set, and PUBLIC_URL's host (${host}) is not a domain name mail can come from: set MAIL_FROM to an address on your domain (for example events@your-domain.org).`
    : 'MAIL_FROM is not set, and neither is PUBLIC_URL: set MAIL_FROM to an address on your domain (for example events@your-domain.org), or PUBLIC_URL to the site’s public address.';
  return {
    fromFor: (name) => `"${displayName(name)}" <no-reply@${PLACEHOLDER_SENDER_DOMAIN}>`,
    problem,
    address: null,
  };
}
