import type { ApiError } from '@shared/schemas/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUntypeableText, UNAVAILABLE_MESSAGE } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import { NOT_ALLOWED_CHARACTER_MESSAGE } from './well-formed-text';

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
    return reply
      .code(status)
      .send({ message: 'Something went wrong on our side. Please try again.' } satisfies ApiError);
  });
}
