import type { FastifyInstance } from 'fastify';

/** The admin (signed in with `headers`) saves the site's settings as the public API reads them now, with `changes`. */
export async function saveSettingsWith(
  app: FastifyInstance,
  headers: Record<string, string>,
  changes: object,
) {
  const current = (await app.inject('/api/settings')).json();
  return app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers,
    payload: { ...current, ...changes },
  });
}
