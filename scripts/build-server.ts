import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { COMPOSE_WORKER_BUNDLE } from '../src/server/plugins/mail/compose-worker-file';

// The server as one file (docs/architecture.md, "Building and starting"): run by plain Node, it starts in about 3 s where
// loading its 300 modules and their packages one by one through tsx took 5, on a 2-core machine. Packages stay
// outside it (node_modules, as installed); the migrations are copied beside it, where the migrator looks for
// them (next to its own module). Building takes a fifth of a second, so every start builds it afresh. It is not
// minified, and esbuild marks where each source file begins, so a stack trace's lines are readable as they are
// (a source map would cost Node half a second of every start to load).

const root = path.resolve(import.meta.dirname, '..');

const composeWorkerSource = path.join(root, 'src/server/plugins/mail/compose-worker.ts');

/** The server's entry point in the build. */
export const serverBundle = path.join(root, 'dist', 'server-app', 'main.mjs');

/**
 * Node's flags for the server. V8's allocation-site pretenuring is off: it could decide, while PGlite's start or a
 * long query kept requests alive across collections, to allocate the objects of every later request straight in
 * the old generation; each then cost the server about a fifth more processor time, and its major collections ran
 * every few seconds (docs/architecture.md, "Memory and garbage collection").
 */
export const serverNodeFlags = ['--no-allocation-site-pretenuring'];

/** How Node runs the server: its flags, then serverBundle. */
export const serverCommand = [...serverNodeFlags, serverBundle];

/** The browser tests' server (e2e/serve.ts) as one file: its sources find the repository one folder up, as from e2e/. */
export const e2eServerBundle = path.join(root, 'dist', 'e2e-server.mjs');

/** Builds src/server/main.ts into serverBundle, the migrations beside it. */
export const buildServer = () => buildBundle(path.join(root, 'src/server/main.ts'), serverBundle);

/** Builds e2e/serve.ts into e2eServerBundle (run it with NODE_ENV=production: packages load before its code runs). */
export const buildE2eServer = () => buildBundle(path.join(root, 'e2e/serve.ts'), e2eServerBundle);

/**
 * Every file is written under a name of this process's own and then renamed into place: two servers started at
 * once from one checkout (two instances, or a benchmark beside the tests) each build, and neither may load the
 * other's half-written file.
 */
async function buildBundle(entry: string, outfile: string): Promise<void> {
  const outDir = path.dirname(outfile);
  const partial = (file: string) => `${file}.${process.pid}.part`;
  const bundle = async (from: string, to: string) => {
    await build({
      entryPoints: [from],
      outfile: partial(to),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'warning',
    });
    fs.renameSync(partial(to), to);
  };
  // The server, and beside it the worker it makes mails on during a mail-out (plugins/mail/mail-composer.ts).
  await Promise.all([
    bundle(entry, outfile),
    bundle(composeWorkerSource, path.join(outDir, COMPOSE_WORKER_BUNDLE)),
  ]);
  const sourceMigrations = path.join(root, 'src/server/db/migrations');
  const builtMigrations = path.join(outDir, 'migrations');
  // The migrator reads the list of migrations from meta/_journal.json: a file the sources no longer have is never run.
  for (const name of fs.readdirSync(sourceMigrations, { recursive: true, encoding: 'utf8' })) {
    const from = path.join(sourceMigrations, name);
    const to = path.join(builtMigrations, name);
    if (fs.statSync(from).isDirectory()) {
      fs.mkdirSync(to, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, partial(to));
    fs.renameSync(partial(to), to);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  await buildServer();
