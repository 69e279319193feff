import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Listening on every interface names no address a browser could use: links then say localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** Worked out once the server listens: asking the socket its address is a system call. */
const startedAddresses = new WeakMap<FastifyInstance['server'], string>();

/** The address the server was started on: HOST (localhost for a wildcard) and the port it listens on. */
function startedAddress(app: FastifyInstance): string {
  const known = startedAddresses.get(app.server);
  if (known) return known;
  const { host, port } = app.config;
  const listening = app.server.address();
  const actualPort = listening && typeof listening === 'object' ? listening.port : port;
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  const address = `http://${name}:${actualPort}`;
  // Keyed by the HTTP server: every plugin context of one app shares it.
  if (listening) startedAddresses.set(app.server, address);
  return address;
}

/**
 * The site's absolute address for every link it hands out (mails, QR codes, share links, canonical URLs, feeds):
 * PUBLIC_URL when configured, else the address the server was started on. Never the request's Host header: anyone
 * can forge it, and a manage link mailed to a registrant on the forger's host would hand them the registration.
 */
export const siteUrlOf = (request: FastifyRequest) => siteUrlOfApp(request.server);

export const siteUrlOfApp = (app: FastifyInstance) => app.config.publicUrl ?? startedAddress(app);
