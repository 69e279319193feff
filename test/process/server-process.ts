import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { serverCommand } from '../../scripts/build-server';
import { freePort } from '../../scripts/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/**
 * Starts the server as `npm start` runs it (its build, made once for the run by build-server.global.ts; without
 * the client build), with the given environment on top of test defaults (loopback, a free port, quiet logs), or
 * with `raw` exactly that environment (plus PATH and HOME). `script`: a TypeScript entry point instead (one that
 * passes the server internal options), run through tsx.
 */
export async function startServer(
  env: Record<string, string>,
  { raw = false, script }: { raw?: boolean; script?: string } = {},
): Promise<ServerProcess> {
  const port = raw ? Number(env.PORT ?? 3000) : env.PORT ? Number(env.PORT) : await freePort();
  const defaults = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', DIST_DIR: 'dist/none' };
  let output = '';
  const child = spawn(process.execPath, script ? ['--import', 'tsx', script] : serverCommand, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...(raw ? env : { ...defaults, ...env, PORT: String(port) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Waits until /healthz answers 200, or the process exits, or the timeout passes. Generous: on a busy 2-core
 * machine, with the API tests running beside it, a server's first start (a new embedded database, migrated and
 * seeded) has taken over a minute.
 */
export async function waitHealthy(server: ServerProcess, timeoutMs = 180_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return false;
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * For a test file that starts servers: `start` and `tempDataDir`, whose servers are stopped and directories removed
 * after the file's tests, and `startWithRawEnv`, which runs the server with exactly the given variables (plus PATH,
 * HOME and a fresh DATA_DIR) until it exits.
 */
export function serversOfThisFile() {
  const running: ServerProcess[] = [];
  const tempDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-proc-'));
    tempDirs.push(dir);
    return dir;
  };
  return {
    tempDataDir,
    async start(env: Record<string, string>) {
      const server = await startServer({ ADMIN_PASSWORD: 'process-test-password', ...env });
      running.push(server);
      return server;
    },
    async startWithRawEnv(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
      const server = await startServer({ DATA_DIR: tempDataDir(), ...env }, { raw: true });
      return { code: await server.exited, output: server.output() };
    },
  };
}

/** The last line a process printed (its one-line refusal). */
export const lastLine = (text: string) => text.trim().split('\n').filter(Boolean).at(-1) ?? '';

/**
 * A new, empty database on TEST_DATABASE_URL's server, for servers of a test to share: its address, and `drop`,
 * to call once they have stopped.
 */
export async function throwawayPostgresDatabase(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `aarohi_test_${process.env.TEST_RUN_ID ?? 'adhoc'}_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
