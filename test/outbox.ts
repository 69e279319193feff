import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

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
