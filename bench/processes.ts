import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, serverBundle, serverNodeFlags } from '../scripts/build-server';
import { freePort } from '../scripts/free-port';

export const ROOT = path.resolve(import.meta.dirname, '..');

export type Proc = { child: ChildProcess; port: number; url: string; stop(): Promise<void> };

/**
 * BENCH_CPU_PROF=<dir> writes a CPU profile of each started process there when it stops (node --cpu-prof);
 * BENCH_NODE_FLAGS="--flag ..." starts them with more of Node's or V8's flags, to try one against the default;
 * given after the server's own (serverNodeFlags), they can undo one (--allocation-site-pretenuring).
 */
const nodeArgs = () => [
  ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
];

/** The server as `npm start` runs it: its build, made once for this run. */
export const SERVER = 'server';
let serverBuilt: Promise<void> | null = null;

/** Starts SERVER, or another script (TypeScript, through tsx), and waits until it answers HTTP. */
export async function startProcess(script: string, env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  if (script === SERVER) {
    serverBuilt ??= buildServer();
    await serverBuilt;
  }
  const args =
    script === SERVER
      ? [...serverNodeFlags, ...nodeArgs(), serverBundle]
      : [...nodeArgs(), '--import', 'tsx', script];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    child,
    port,
    url,
    // A server that ended badly, on its own or when asked to stop, says so: what the run does next (seeding its
    // database, say) would otherwise fail without saying why.
    stop: () =>
      new Promise((resolve) => {
        const reportFailure = (code: number | null, signal: NodeJS.Signals | null) => {
          if ((code ?? 0) !== 0 || (signal !== null && signal !== 'SIGTERM'))
            console.warn(`${script} ended with ${code ?? signal}`);
        };
        if (child.exitCode !== null || child.signalCode !== null) {
          reportFailure(child.exitCode, child.signalCode);
          return resolve();
        }
        child.on('exit', (code, signal) => {
          reportFailure(code, signal);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The processor time (ms) of every PostgreSQL server process on this machine so far: what the database spends
 * on a burst runs on the same cores as the app. Null when there is none to read (PGlite runs inside the app).
 */
export function postgresCpuMs(): number | null {
  let total: number | null = null;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      total = (total ?? 0) + cpuMs(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** Peak resident memory of a process so far (Linux VmHWM), in MiB. */
export function peakRssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until a process has been idle for a moment (under 5% of a core for 300 ms), so what one measurement
 * left running (a mail queue draining, say) does not land in the next one. Gives up after 30 s.
 */
export async function untilIdle(pid: number | undefined, maxWaitMs = 30_000): Promise<void> {
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return;
  const deadline = Date.now() + maxWaitMs;
  let before = cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    const now = cpuMs(pid);
    if (now - before <= 15) return;
    before = now;
  }
}

/** A started process's id (it has one once spawned). */
export function processId(proc: Proc): number {
  if (proc.child.pid === undefined) throw new Error('the process did not start');
  return proc.child.pid;
}
