import type { Socket } from 'node:net';
import type { ApiError } from '@shared/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUntypeableText, UNAVAILABLE_MESSAGE } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import { permissionsPolicyOf } from './permissions-policy';
import { NOT_ALLOWED_CHARACTER_MESSAGE } from './well-formed-text';

/** The answer to a path no route or page has; it never repeats the path (nor anything else of the request). */
export const NO_ROUTE_MESSAGE = 'This address was not found';
const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';

function toPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** One error shape for every failure; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: toPath(v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      const body: ApiError = { message: errors[0]?.message ?? 'Invalid request', errors };
      return reply.code(400).send(body);
    }
    if (err instanceof HttpError) {
      const body: ApiError = err.errors
        ? { message: err.message, errors: err.errors }
        : { message: err.message };
      return reply.code(err.statusCode).send(body);
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status < 500) {
      return reply.code(status).send({ message: err.message } satisfies ApiError);
    }
    if (isUntypeableText(err)) {
      return reply.code(400).send({ message: NOT_ALLOWED_CHARACTER_MESSAGE } satisfies ApiError);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ message: UNAVAILABLE_MESSAGE } satisfies ApiError);
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status).send({ message: SERVER_FAULT_MESSAGE } satisfies ApiError);
  });
}

/** Every header an answer carries (security-headers.ts, permissions-policy.ts); null: the address is unknown. */
const siteHeaders = (app: FastifyInstance, url: string | null, https: boolean) => ({
  ...app.securityHeadersFor(url, https),
  'Permissions-Policy': permissionsPolicyOf(url),
});

/** Fastify's own messages for these repeat the address; ours never do. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/**
 * Fastify's `frameworkErrors`: the errors it answers before routing (a malformed percent-encoding, an overlong
 * parameter), when no onRequest hook has run. They get the site's headers and its one error shape all the same.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  const message = FRAMEWORK_MESSAGES[error.code] ?? (status >= 500 ? SERVER_FAULT_MESSAGE : 'Bad request');
  reply
    .headers(siteHeaders(reply.server, request.url, request.protocol === 'https'))
    .code(status)
    .send({ message } satisfies ApiError);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request at all (a request line
 * or headers over 16 KB, a malformed request line, a request that took too long to arrive). The answer is written
 * to the socket as Node and Fastify would, but with the site's headers and error shape. Fastify calls it with
 * `this` bound to the instance.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', "The request's address or headers are too long"]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request could not be read'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message } satisfies ApiError);
    const headers = {
      ...siteHeaders(this, null, 'encrypted' in socket && socket.encrypted === true),
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
