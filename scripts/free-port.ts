import fs from 'node:fs';
import net from 'node:net';

// A port for a server a test or benchmark starts. Not one the kernel hands out (listen on port 0): those come from
// the range it also gives outgoing connections their local ports from, so while other tests open database
// connections one of them can take the port before the server listens on it (EADDRINUSE). Ports below that range
// are only ever taken by listeners, and the one picked here is checked free.

const FIRST = 10_000;

/** The lowest port of the kernel's range for outgoing connections (Linux; the usual default elsewhere). */
function ephemeralRangeStart(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > FIRST + 1000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}

const LAST = ephemeralRangeStart() - 1;
/** Ports this process has handed out: two servers started together never get the same one. */
const handedOut = new Set<number>();

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port on 127.0.0.1 that nothing listens on right now, outside the range of outgoing connections. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}
