import { defineConfig, mergeConfig } from 'vitest/config';
import ProcessFirstSequencer from './test/process-first-sequencer';
import viteConfig from './vite.config.ts';

// API test files run on one engine each: every file on PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
// server, every file there and on PGlite only the files whose subject the two engines do differently (raw SQL,
// migrations, notifications, transactions that race). Running the rest twice would double their cost for
// nothing: the engines share the SQL, and the browser tests' servers run on PGlite.
const apiFiles = ['src/server/**/*.test.ts'];
const engineSensitiveFiles = [
  'src/server/db/**/*.test.ts',
  'src/server/lib/rate-limiter.test.ts',
  'src/server/modules/check-in-feed/*.test.ts',
  'src/server/modules/check-ins/*.test.ts',
  'src/server/modules/events/event-cancel-race.test.ts',
  'src/server/modules/events/event-times.test.ts',
  'src/server/modules/health/*.test.ts',
  'src/server/modules/audit/audit.test.ts',
  'src/server/modules/overview/counts-agree.test.ts',
  'src/server/modules/registrations/{admin-detail,admin-list,admin-registrations,arrived-parties,capacity,export-batches,idempotency,removed-options,search-index-upkeep,ticket-types}.test.ts',
  'src/server/modules/reminders/*.test.ts',
  'src/server/modules/series/*.test.ts',
  'src/server/modules/reports/*.test.ts',
  'src/server/plugins/mail/mail.test.ts',
  'src/server/plugins/public-cache.test.ts',
  'src/server/modules/volunteers/volunteers.test.ts',
];
const unitFiles = ['src/**/*.unit.test.ts', 'src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'];
const onPostgresToo = Boolean(process.env.TEST_DATABASE_URL);
const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    include: engine === 'pglite' && onPostgresToo ? engineSensitiveFiles : apiFiles,
    exclude: unitFiles,
    environment: 'node',
    env: { TEST_DB_ENGINE: engine },
    // One database per worker, shared by its test files (creating PGlite costs seconds); tables reset per file.
    isolate: false,
    setupFiles: ['test/setup-api.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      pool: 'forks',
      // Three on a two-core machine: several files spend seconds waiting (on server processes, a slow mail server).
      maxWorkers: 3,
      sequence: { sequencer: ProcessFirstSequencer },
      globalSetup: ['test/global-setup.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [...unitFiles, 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'test/*.unit.test.ts'],
            environment: 'node',
            // Pure code: a worker's files share their modules rather than each loading React, zod and the
            // catalogues again (a third of the project's time). A file that changes a global restores it.
            isolate: false,
          },
        },
        apiProject('pglite'),
        {
          extends: true,
          // Whole server processes, as an operator starts them (config errors, restarts, several instances).
          test: {
            name: 'process',
            include: ['test/process/**/*.test.ts'],
            globalSetup: ['test/process/build-server.global.ts'],
            environment: 'node',
            // A test starts servers one after another, each within waitHealthy's limit (server-process.ts).
            testTimeout: 400_000,
            // Stopping server processes and the databases and mail servers they used takes seconds on a busy machine.
            hookTimeout: 120_000,
          },
        },
        ...(onPostgresToo ? [apiProject('postgres')] : []),
      ],
    },
  }),
);
