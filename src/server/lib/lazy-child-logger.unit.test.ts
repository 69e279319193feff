import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';

const loggerAt = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const out = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent = pino({ level }, out);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  }) as typeof parent.child;
  return { parent, lines, made: () => children };
};

const requestLogger = (parent: FastifyBaseLogger) =>
  lazyChildLogger.call(
    {} as FastifyInstance,
    parent,
    { reqId: 'req-1' },
    {},
    {} as Parameters<typeof lazyChildLogger>[3],
  );

describe('lazyChildLogger', () => {
  it('makes no child for a request that logs nothing at the level in force', () => {
    const { parent, made } = loggerAt('warn');
    const log = requestLogger(parent);
    log.info('incoming request');
    log.debug('details');
    expect(typeof log.error).toBe('function');
    expect(made()).toBe(0);
  });

  it('makes the child when something is logged, with the request id on the line', async () => {
    const { parent, lines, made } = loggerAt('warn');
    const log = requestLogger(parent);
    log.warn({ mailId: 'm1' }, 'held back');
    log.error('failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(made()).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'held back'],
      ['req-1', 'failed'],
    ]);
    expect(lines[0]?.mailId).toBe('m1');
  });
});
