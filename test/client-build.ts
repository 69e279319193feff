import fs from 'node:fs';
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../scripts/build-client';
import type { SsrOptions } from '../src/server/plugins/ssr';

// API tests of server-rendered pages need the real client build. They use their own (under dist/, ignored by git),
// built when missing or older than the sources; one test worker builds while the others wait for it. The browser
// tests serve it too (e2e/client-build.ts): it is the production build, as `npm run build` makes it.

const DIR = path.resolve(import.meta.dirname, '..', 'dist', 'api-tests');
const LOCK = `${DIR}.lock`;
/** A lock older than this was left by a worker that died while building. */
const STALE_LOCK_MS = 10 * 60_000;

/** Where the API tests' client build is: the options that serve and render it (see ensureClientBuild). */
export const clientBuildOptions: SsrOptions = {
  clientDir: path.join(DIR, 'client'),
  serverEntry: path.join(DIR, 'server', 'entry-server.js'),
};

/** Builds the client for API tests when missing or stale (one worker at a time). */
export async function ensureClientBuild(): Promise<void> {
  // The lock is a directory next to the build's: its parent must exist for a fresh clone to take it.
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    if (!clientBuildIsStale(DIR)) break;
    try {
      fs.mkdirSync(LOCK);
    } catch {
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (clientBuildIsStale(DIR)) await buildClient(DIR);
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
