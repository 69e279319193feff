import type { FastifyInstance } from 'fastify';

/** What most modules' services are built from: the database, the site's time zone and the mailer. */
export function moduleDeps(app: FastifyInstance) {
  return { db: app.database.db, timeZone: app.config.siteTimezone, mail: app.mail };
}
