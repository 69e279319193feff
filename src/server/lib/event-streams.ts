import type { FastifyInstance, FastifyReply } from 'fastify';

// Server-sent events (text/event-stream): a response that stays open and carries named events, which the
// browser's EventSource reads and, when the connection drops, reopens by itself. Used by the door check-in
// screen to hear other doors' check-ins (modules/check-in-feed).

/** A comment line this often keeps proxies and phones from closing a quiet connection. */
const HEARTBEAT_MS = 15_000;
/** How soon a browser reconnects after losing the stream. */
const RECONNECT_MS = 2_000;

export type EventStream = {
  /** Sends one named event with JSON data. */
  send(event: string, data: unknown): void;
  /** Ends the stream from this side (the browser's EventSource will try to reconnect). */
  end(): void;
  /** Resolves when the stream ends: the browser went away, end() was called or the server closes. */
  closed: Promise<void>;
};

/**
 * Opens event streams on replies and ends every open one when the app closes (a stream never ends by itself,
 * and `app.close()` waits for open requests).
 */
export function createEventStreams(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  return {
    open(reply: FastifyReply): EventStream {
      // Headers set by hooks so far (security headers, no-store, a renewed session cookie) go out with it.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // nginx would otherwise hold events back in its buffer.
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_MS}\n\n`);
      const heartbeat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      let end = () => {};
      const closed = new Promise<void>((resolve) => {
        end = () => {
          clearInterval(heartbeat);
          open.delete(end);
          if (!res.writableEnded) res.end();
          resolve();
        };
      });
      open.add(end);
      res.on('close', end);
      return {
        send(event, data) {
          if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end: () => end(),
        closed,
      };
    },
  };
}
