import { beforeAll } from 'vitest';
import { getTestDatabase, resetDatabase } from './test-database';

// Each API test file starts with empty tables.
beforeAll(async () => {
  await resetDatabase(await getTestDatabase());
});
