import {
  apiErrorSchema,
  emptyResponseSchema,
  idParamSchema,
  invalidOrMissingSchemas,
} from '@shared/schemas/common';
import {
  newTeamMemberSchema,
  passwordResetSchema,
  type TeamMember,
  teamMemberSchema,
} from '@shared/schemas/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import type { UserRow } from '../auth/accounts-service';
import {
  addTeamMember,
  removeTeamMember,
  resetTeamMemberPassword,
  type TeamDeps,
  teamMembers,
  USER_NOT_FOUND_MESSAGE,
} from './team-service';

const toTeamMember = (row: UserRow): TeamMember => ({
  id: row.id,
  username: row.username,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

/** The Team screen: admins list, add and remove accounts (admins and door volunteers) and reset passwords. */
export const teamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TeamDeps = { db: app.database.db, passwords: app.passwords };

  app.get('/users', { schema: { response: { 200: z.array(teamMemberSchema) } } }, async () =>
    (await teamMembers(deps)).map(toTeamMember),
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
      const row = await addTeamMember(deps, adminUser(request), request.body);
      return reply.code(201).send(toTeamMember(row));
    },
  );

  app.post(
    '/users/:id/password',
    {
      schema: {
        params: idParamSchema,
        body: passwordResetSchema,
        response: { 204: emptyResponseSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request, reply) => {
      await resetTeamMemberPassword(deps, adminUser(request), request.params.id, request.body.password);
      return reply.code(204).send(null);
    },
  );

  adminDeleteRoute(app, {
    path: '/users/:id',
    canConflict: true,
    remove: (id) => removeTeamMember(deps, id),
    notFoundMessage: USER_NOT_FOUND_MESSAGE,
    audit: (row) => ({ entity: 'user', details: { username: row.username, role: row.role } }),
  });
};
