import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: string[], what: string) =>
  z
    .string()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${what} URL (${protocols.join(' or ')})`,
    )
    .optional();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Fastify's trustProxy: true/false, a hop count, or a comma-separated list of addresses. */
const trustProxy = z.string().transform((v): boolean | number | string => {
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'http(s)').transform((v) => v?.replace(/\/+$/, '')),
  ADMIN_USERNAME: z.string().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  SITE_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles')
    .default('America/Los_Angeles'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'SMTP'),
  MAIL_FROM: z.string().min(3).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'http(s)'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  TRUST_PROXY: trustProxy.default(false),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  siteTimezone: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  trustProxy: boolean | number | string;
  sessionSecret: string | undefined;
  logLevel: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = present[name];
    const shown =
      name.includes('PASSWORD') || name.includes('SECRET') || name.includes('URL') ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid'}${shown}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    siteTimezone: e.SITE_TIMEZONE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    trustProxy: e.TRUST_PROXY,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
  };
}
