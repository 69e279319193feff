import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../src/server/db/migrations', import.meta.url));

/**
 * A copy of the migrations folder as it was before the migration whose tag starts with `prefix` (e.g. '0004'),
 * so a test can store rows the old way and then check what the later migrations make of them.
 */
export function migrationsBefore(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < prefix);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}
