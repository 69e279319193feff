import { apiErrorSchema, emptyResponseSchema, idParamSchema } from '@shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { type AuditRecord, audit } from './audit-log';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

export type AdminDeleteRoute<Row extends { id: string }> = {
  /** Path relative to /api/admin, with an `:id` parameter. */
  path: `${string}/:id`;
  /** Deletes (or revokes) the record and whatever goes with it; null when there is no such record. */
  remove: (id: string, request: FastifyRequest) => Promise<Row | null>;
  /** The 404's message when there is no such record. */
  notFoundMessage: string;
  /** The removal may be refused with a 409 (remove throws it), documented in the route's schema. */
  canConflict?: boolean;
  /** What the audit log records about the removed row. */
  audit: (row: Row) => Omit<AuditRecord, 'entityId' | 'action'> & { action?: 'delete' | 'revoke' };
};

/**
 * The one shape of an admin DELETE: remove the record, 404 when there was none, record who removed what in the
 * audit log, answer 204 with no body.
 */
export function adminDeleteRoute<Row extends { id: string }>(
  app: AdminApp,
  route: AdminDeleteRoute<Row>,
): void {
  app.delete(
    route.path,
    {
      schema: {
        params: idParamSchema,
        response: {
          204: emptyResponseSchema,
          404: apiErrorSchema,
          ...(route.canConflict ? { 409: apiErrorSchema } : {}),
        },
      },
    },
    async (request, reply) => {
      const row = await route.remove(request.params.id, request);
      if (!row) throw notFound(route.notFoundMessage);
      const { action = 'delete', ...record } = route.audit(row);
      await audit(app.database.db, request, { action, entityId: row.id, ...record });
      return reply.code(204).send(null);
    },
  );
}
