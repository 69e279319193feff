import path from 'node:path';
import underPressure from '@fastify/under-pressure';
import { firstValueQuery } from '@shared/normalised-search';
import type { ApiError } from '@shared/schemas/common';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createRenderedImageCache } from './artwork/rendered-image-cache';
import type { Config } from './config';
import type { Database } from './db/client';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { createLinkSigner } from './lib/link-signer';
import { requestLogFields } from './lib/log-redaction';
import { createPasswordHasher, type ScryptCost } from './lib/passwords';
import { resolveSessionSecret } from './lib/session-secret';
import { adminModules, publicModules } from './modules';
import { createSessionsRepository } from './modules/auth/sessions-repository';
import { checkInFeedPlugin } from './modules/check-in-feed/feed';
import { reminderSweepPlugin } from './modules/reminders/reminder-sweep';
import { type AdminRoute, registerAdminGuard } from './plugins/admin-guard';
import { csrfPlugin } from './plugins/csrf';
import {
  answerClientError,
  answerFrameworkError,
  NO_ROUTE_MESSAGE,
  registerErrorHandler,
} from './plugins/error-handler';
import { createImageProcessor } from './plugins/images/create-image-processor';
import { registerJsonBody } from './plugins/json-body';
import { mailPlugin } from './plugins/mail/mail-plugin';
import { permissionsPolicyPlugin } from './plugins/permissions-policy';
import { type PublicCacheOptions, publicCachePlugin } from './plugins/public-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerServerTiming } from './plugins/server-timing';
import { sessionPlugin } from './plugins/session';
import { type SsrOptions, ssrPlugin } from './plugins/ssr';
import { createStorage } from './plugins/storage/create-storage';
import { isLocalStorage } from './plugins/storage/local-storage';
import { serveLocalUploads } from './plugins/storage/serve-local-uploads';
import type { Storage } from './plugins/storage/storage';
import { registerWellFormedText } from './plugins/well-formed-text';
import './types';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Defaults to the configured driver: S3 when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
  storage?: Storage;
  /** Signs session cookies; defaults to resolveSessionSecret (SESSION_SECRET, else the one kept in the database). */
  sessionSecret?: string;
  /**
   * Serve public reads from memory until content changes (on by default; tests that write rows directly turn it
   * off, and tests of what it keeps may make it smaller).
   */
  publicCache?: boolean | PublicCacheOptions;
  /** 503 under event-loop saturation (PostgreSQL only); on by default. */
  loadShedding?: boolean;
  /** Server-side rendering of pages; off in API tests, which need no client build. */
  ssr?: SsrOptions | false;
  logger?: boolean;
  /** scrypt cost of the password hashes the app makes; OWASP's production cost unless a test lowers it. */
  passwordCost?: ScryptCost;
  /** Reminders stored at start-up and every minute (on by default); tests turn it off and drive `app.reminders.run(now)`. */
  reminderSweep?: boolean;
  /** How long a claim on a mail being sent lasts unless renewed (CLAIM_LEASE_MS unless a test shortens it). */
  mailClaimLeaseMs?: number;
  /** How long a login waits for its turn to hash before answering 503 (LOGIN_HASH_WAIT_MS unless a test says). */
  passwordWaitMs?: number;
};

/** A login storm beyond what the hashing can take waits this long at most, then is told to come back. */
export const LOGIN_HASH_WAIT_MS = 3000;

/** A hop count means: trust that many proxies in front of us (Fastify's types only name the other forms). */
const toTrustProxy = (value: boolean | number | string) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** Builds the whole application without listening: what main.ts starts and what tests drive with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: (request: FastifyRequest) => requestLogFields(request) },
          },
    trustProxy: toTrustProxy(config.trustProxy),
    // Long enough for a 10 MB upload on a slow phone connection; headers still have Node's own shorter timeout.
    requestTimeout: 120_000,
    bodyLimit: 32 * 1024,
    // One value per query parameter, the first, as the browser reads it: `?when=past&when=all` is `?when=past`,
    // for the route and for the public cache's key alike.
    routerOptions: { querystringParser: firstValueQuery },
    // Requests get an id the logs and 5xx reports carry.
    genReqId: () => crypto.randomUUID(),
    childLoggerFactory: lazyChildLogger,
    // Errors answered before routing, by Fastify or by Node's HTTP parser, would otherwise have Fastify's shape,
    // repeat the address, and miss the headers every other answer has.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'passwords',
    createPasswordHasher(options.passwordCost, {
      verifyWaitMs: options.passwordWaitMs ?? LOGIN_HASH_WAIT_MS,
    }),
  );
  // One secret signs session cookies and upload URLs.
  const secret = options.sessionSecret ?? (await resolveSessionSecret(database.db, config.sessionSecret));
  app.decorate('storage', options.storage ?? (await createStorage(config, secret)));
  app.decorate('linkSigner', createLinkSigner(secret));
  app.decorate('images', createImageProcessor(app.storage));
  app.decorate('renderedImages', createRenderedImageCache(path.join(config.dataDir, 'cache', 'pictures')));

  registerErrorHandler(app);
  registerJsonBody(app);
  registerWellFormedText(app);
  await app.register(securityHeadersPlugin);
  await app.register(permissionsPolicyPlugin);
  // Before the cookie, session and CSRF hooks: a cached public read is answered without running them.
  if (options.publicCache !== false)
    await app.register(publicCachePlugin, typeof options.publicCache === 'object' ? options.publicCache : {});
  await app.register(csrfPlugin);
  await app.register(sessionPlugin, { secret, store: createSessionsRepository(database.db) });
  // Shed load with 503s rather than falling over when the event loop is saturated. Only on PostgreSQL: the
  // embedded database runs its queries on the event loop itself, so there a busy loop is normal, not overload.
  if (database.kind === 'postgres' && options.loadShedding !== false) {
    await app.register(underPressure, {
      maxEventLoopDelay: 1000,
      retryAfter: 10,
      pressureHandler: (_request, reply) => {
        reply
          .code(503)
          .header('Retry-After', '10')
          .send({ message: 'The site is very busy right now. Please try again shortly.' });
      },
    });
  }
  await app.register(mailPlugin, { claimLeaseMs: options.mailClaimLeaseMs });
  await app.register(checkInFeedPlugin);
  await app.register(reminderSweepPlugin, { automatic: options.reminderSweep !== false });

  if (isLocalStorage(app.storage)) await app.register(serveLocalUploads, { root: app.storage.root });

  for (const plugin of publicModules) await app.register(plugin);
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(
    async (admin) => {
      registerAdminGuard(admin, adminRoutes);
      registerServerTiming(admin);
      for (const plugin of adminModules) await admin.register(plugin);
    },
    { prefix: '/api/admin' },
  );

  if (options.ssr) {
    await app.register(ssrPlugin, options.ssr);
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: NO_ROUTE_MESSAGE } satisfies ApiError),
    );
  }
  return app;
}
