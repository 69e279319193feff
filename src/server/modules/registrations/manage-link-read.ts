import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { manageTokenOf } from './manage-token';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The read behind a manage link (a registration's, a volunteer's): the record named by the path's id, for the
 * holder of its manage token (403 with another token, 404 without the record), never cached.
 */
export function manageLinkRead<Row, Answer extends z.ZodType>(
  app: App,
  route: {
    path: `/api/${string}/:id`;
    answer: Answer;
    /** The record for the token sent, or the 403 or 404. */
    authorised: (id: string, token: string | undefined) => Promise<Row>;
    view: (row: Row) => Promise<z.input<Answer>>;
  },
): void {
  // Each caller's view is checked against its answer above; the route needs only some schema to answer with.
  const answer: z.ZodType = route.answer;
  const schema = {
    params: idParamSchema,
    response: { 200: answer, 403: apiErrorSchema, 404: apiErrorSchema },
  };
  app.get(route.path, { schema }, async (request, reply) => {
    const row = await route.authorised(request.params.id, manageTokenOf(request));
    reply.header('Cache-Control', 'no-store');
    return route.view(row);
  });
}
