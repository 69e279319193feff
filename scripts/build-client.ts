import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['src/client', 'src/shared', 'index.html', 'vite.config.ts', 'package.json', 'public'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

/** When the client's sources last changed (the newest modification time among them). */
export const sourcesChangedAt = () => Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

/** Where the build goes: dist/ unless DIST_DIR says otherwise (browser tests use their own, so runs do not collide). */
export const distDir = () => path.resolve(root, process.env.DIST_DIR ?? 'dist');
const stampFileOf = (dir: string) => path.join(dir, '.build-stamp');

/** True when the client build is missing or older than any of its sources. */
export function clientBuildIsStale(dir = distDir()): boolean {
  const stampFile = stampFileOf(dir);
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(dir, 'server/entry-server.js'))) return true;
  const builtAt = fs.statSync(stampFile).mtimeMs;
  return sourcesChangedAt() > builtAt;
}

/** Builds the browser bundle and the server renderer, then stamps the build. */
export async function buildClient(dir = distDir()): Promise<void> {
  // The production build whoever asks: Vite builds for the NODE_ENV it finds, and a test runner's "test" would
  // give a development build (React's development JSX), not the one the site serves.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', build: { outDir: path.join(dir, 'client'), emptyOutDir: true } });
    await build({
      root,
      logLevel: 'warn',
      build: {
        ssr: 'src/client/entry-server.tsx',
        outDir: path.join(dir, 'server'),
        emptyOutDir: true,
        copyPublicDir: false,
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompress(path.join(dir, 'client'));
  fs.writeFileSync(stampFileOf(dir), new Date().toISOString());
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(clientDir: string): void {
  const walk = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  }
}

// Run as a script (`npm run build`). Not import.meta.url: inside a bundle that imports this file (the browser
// tests' server) it is the bundle's own, which is then the script being run.
if (process.argv[1] && path.basename(process.argv[1]) === 'build-client.ts') {
  await buildClient();
}
