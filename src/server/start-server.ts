import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { warmArtwork } from './artwork/warm-artwork';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoContent } from './db/seed';
import { createPasswordHasher, type ScryptCost } from './lib/passwords';
import { resolveSessionSecret } from './lib/session-secret';
import { ensureAdminAccount } from './modules/auth/bootstrap';
import { createStorage } from './plugins/storage/create-storage';

export type StartOptions = {
  /** The configuration, when the caller has read it already; else it is read from the environment. */
  config?: Config;
  /** scrypt cost of the password hashes the server makes; OWASP's production cost unless the browser tests lower it. */
  passwordCost?: ScryptCost;
  /** How long a claim on a mail being sent lasts unless renewed; the product's unless a process test shortens it. */
  mailClaimLeaseMs?: number;
};

/** Opens the database, migrates it, makes sure the admin account exists and serves the site until SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = options.config ?? loadConfig();
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const database = await openDatabase(config, { error: (obj, msg) => console.error(msg, obj) });
  await migrateDatabase(database, config.siteTimezone);
  const sessionSecret = await resolveSessionSecret(database.db, config.sessionSecret);
  const storage = await createStorage(config, sessionSecret);
  if (config.seedDemo) await seedDemoContent(database, storage, config.siteTimezone);

  const hasClientBuild = fs.existsSync(path.join(distDir, 'client/index.html'));
  // The admin account is checked while the app is built: checking ADMIN_PASSWORD against the stored hash is a
  // second of scrypt on a worker thread, while building the app (loading its modules) keeps this thread busy.
  const [app] = await Promise.all([
    buildApp({
      config,
      database,
      storage,
      sessionSecret,
      passwordCost: options.passwordCost,
      mailClaimLeaseMs: options.mailClaimLeaseMs,
      ssr: hasClientBuild
        ? {
            clientDir: path.join(distDir, 'client'),
            serverEntry: path.join(distDir, 'server/entry-server.js'),
          }
        : false,
    }),
    ensureAdminAccount(database.db, config, console.log, createPasswordHasher(options.passwordCost)),
  ]);
  if (config.env === 'production' && !config.publicUrl) {
    // Emailed links and QR codes otherwise point at the address the server was started on.
    app.log.warn("PUBLIC_URL is not set: set it to the site's public https:// address in production.");
  }
  if (!hasClientBuild) app.log.warn('No client build in dist/: serving the API only. Run `npm run build`.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  void warmArtwork(app);
}
