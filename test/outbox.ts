import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import type { Database } from '../src/server/db/client';
import { outboundEmails } from '../src/server/db/schema';

/** The mails the app delivered to DATA_DIR/outbox (its transport without SMTP_URL), parsed, oldest first. */
export async function outboxMails(dataDir: string): Promise<Email[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, f)))));
}

/** The mails the app delivered to DATA_DIR/outbox for one address, parsed, oldest first. */
export async function deliveredMailsTo(dataDir: string, address: string): Promise<Email[]> {
  return (await outboxMails(dataDir)).filter((mail) => mail.to?.some((to) => to.address === address));
}

/**
 * The mails stored in the outbox table for one address (sent, due or held), oldest first. Without an order the
 * database answers in its storage order, which changes when a mail is marked sent (the row is written anew).
 */
export const storedMailsTo = (database: Database, address: string) =>
  database.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.recipients, address))
    .orderBy(asc(outboundEmails.createdAt), asc(outboundEmails.id));
