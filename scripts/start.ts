import { spawn } from 'node:child_process';
import { buildClient, clientBuildIsStale } from './build-client';
import { buildServer, serverCommand } from './build-server';

// `npm start`: build the client when its build is missing or stale, build the server, then run the server with
// plain Node (no TypeScript loader in its process: scripts/build-server.ts). Signals are passed on, and its exit
// is this script's.
process.env.NODE_ENV ??= 'production';
if (clientBuildIsStale()) {
  console.log('Building the site (first start, or sources changed)...');
  await buildClient();
}
await buildServer();
const server = spawn(process.execPath, serverCommand, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
