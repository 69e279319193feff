import { apiErrorSchema, emptyResponseSchema, idParamSchema } from '@shared/schemas/common';
import {
  LAST_ADMIN_MESSAGE,
  newTeamMemberSchema,
  passwordResetSchema,
  type TeamMember,
  teamMemberSchema,
  USERNAME_TAKEN_MESSAGE,
} from '@shared/schemas/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/http-error';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { audit, auditCreated } from '../audit/audit-log';
import { accountsService, LAST_ADMIN, type UserRow } from '../auth/accounts-service';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

const toTeamMember = (row: UserRow): TeamMember => ({
  id: row.id,
  username: row.username,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

/** The Team screen: admins list, add and remove accounts (admins and door volunteers) and reset passwords. */
export const teamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const accounts = accountsService(db, app.passwords);

  app.get('/users', { schema: { response: { 200: z.array(teamMemberSchema) } } }, async () =>
    (await accounts.list()).map(toTeamMember),
  );

  app.post(
    '/users',
    {
      schema: {
        body: newTeamMemberSchema,
        response: { 201: teamMemberSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password, role } = request.body;
      const row = await accounts.create(username, password, role);
      if (!row) throw conflict(USERNAME_TAKEN_MESSAGE);
      await auditCreated(db, request, 'user', row.id, { username: row.username, role: row.role });
      return reply.code(201).send(toTeamMember(row));
    },
  );

  app.post(
    '/users/:id/password',
    {
      schema: {
        params: idParamSchema,
        body: passwordResetSchema,
        response: { 204: emptyResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The account's sessions end with its old password (the admin's own too, when it is theirs).
      const row = await accounts.resetPassword(request.params.id, request.body.password);
      if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
      await audit(db, request, {
        action: 'reset-password',
        entity: 'user',
        entityId: row.id,
        details: { username: row.username },
      });
      return reply.code(204).send(null);
    },
  );

  adminDeleteRoute(app, {
    path: '/users/:id',
    canConflict: true,
    remove: async (id) => {
      const removed = await accounts.removeById(id);
      if (removed === LAST_ADMIN) throw conflict(LAST_ADMIN_MESSAGE);
      return removed;
    },
    notFoundMessage: USER_NOT_FOUND_MESSAGE,
    audit: (row) => ({ entity: 'user', details: { username: row.username, role: row.role } }),
  });
};
