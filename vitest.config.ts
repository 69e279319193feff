import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// API test files run once on PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
const apiFiles = ['src/server/**/*.test.ts'];
const unitFiles = ['src/**/*.unit.test.ts', 'src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'];
const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    include: apiFiles,
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
      maxWorkers: 2,
      globalSetup: ['test/global-setup.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [...unitFiles, 'scripts/**/*.test.ts'],
            environment: 'node',
          },
        },
        apiProject('pglite'),
        {
          extends: true,
          // Whole server processes, as an operator starts them (config errors, restarts, several instances).
          test: {
            name: 'process',
            include: ['test/process/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
          },
        },
        ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      ],
    },
  }),
);
