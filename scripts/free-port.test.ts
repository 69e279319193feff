import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';

describe('freePort', () => {
  it('hands out distinct ports below the range of outgoing connections, each one a server can listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, freePort));
    expect(new Set(ports).size).toBe(20);
    const range = fs.existsSync('/proc/sys/net/ipv4/ip_local_port_range')
      ? Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0])
      : 32_768;
    for (const port of ports) expect(port).toBeLessThan(range);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
