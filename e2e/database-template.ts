import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';

// The browser tests' servers start on a copy of an embedded database migrated once: making a new one costs about
// two seconds of a core, for each server of each run. What a fresh DATA_DIR does at start-up has tests of its own
// (test/process/). The copy is kept in the system's temporary directory under a name naming the migrations and
// the PGlite version, so a change of either makes a new one.

const ROOT = path.resolve(import.meta.dirname, '..');

function templateName(): string {
  const migrations = fs.readFileSync(path.join(ROOT, 'src/server/db/migrations/meta/_journal.json'));
  const pglite = fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'));
  return `aarohi-e2e-db-${createHash('sha256').update(migrations).update(pglite).digest('hex').slice(0, 12)}`;
}

/** The directory of a migrated, empty embedded database (a DATA_DIR's `db`), made when missing. */
export async function migratedDatabaseTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), templateName());
  if (fs.existsSync(dir)) return dir;
  const building = fs.mkdtempSync(`${dir}.building-`);
  const database = await openPglite(building);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  try {
    fs.renameSync(path.join(building, 'db'), dir);
  } catch (err) {
    // Another process made it meanwhile: theirs is as good.
    if (!fs.existsSync(dir)) throw err;
  }
  fs.rmSync(building, { recursive: true, force: true });
  return dir;
}
