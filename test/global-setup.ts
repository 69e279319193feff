import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Names the databases this run creates, so teardown drops exactly those. */
export default function setup() {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  process.env.TEST_RUN_ID = runId;
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`aarohi_test_${runId}_%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
