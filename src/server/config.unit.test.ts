import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      adminUsername: 'admin',
      seedDemo: true,
      siteTimezone: 'America/Los_Angeles',
      trustProxy: false,
      s3: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      PUBLIC_URL: 'https://example.org/',
      SEED_DEMO: 'false',
      TRUST_PROXY: '2',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      SMTP_URL: 'smtps://u:p@mail.example.org:465',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://example.org');
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(2);
    expect(config.s3).toMatchObject({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'example.org'],
    ['SEED_DEMO', 'maybe'],
    ['SITE_TIMEZONE', 'Mars/Olympus'],
    ['SMTP_URL', 'http://mail'],
    ['SESSION_SECRET', 'short'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}: `),
    );
  });

  it('never echoes secrets in the message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@x' })).toThrow(/^((?!hunter2).)*$/);
  });
});
