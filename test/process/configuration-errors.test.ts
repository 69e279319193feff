import { describe, expect, it } from 'vitest';
import { lastLine, serversOfThisFile } from './server-process';

// What an operator sees when a setting is wrong: one clear line naming it, and no server.

const { startWithRawEnv } = serversOfThisFile();

describe('configuration errors', () => {
  it('refuses PORT=abc with one line naming the variable', async () => {
    const refused = await startWithRawEnv({ PORT: 'abc' });
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toHaveLength(1);
    expect(refused.output).toMatch(/^Cannot start: Invalid environment variable PORT: /);
  });

  it('refuses a bad SITE_TIMEZONE and an unreachable DATABASE_URL, each in one line', async () => {
    const zone = await startWithRawEnv({ SITE_TIMEZONE: 'Mars/Olympus' });
    expect(zone.code).toBe(1);
    expect(zone.output.trim()).toMatch(/^Cannot start: Invalid environment variable SITE_TIMEZONE: /);

    const db = await startWithRawEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(db.code).toBe(1);
    expect(lastLine(db.output)).toMatch(/^Cannot start: Cannot connect to DATABASE_URL: /);
    expect(db.output).not.toMatch(/\n\s+at /);
  });
});
