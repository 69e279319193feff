import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';
import { requestUpload, uploadFlowTests } from '../../../../test/upload-flow';

// The same flow as on local disk, with S3_BUCKET set: the browser PUTs to a presigned URL of a local S3 server
// (s3rver) and loads images from the bucket's URLs.

const BUCKET = 'aarohi-test';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
// Filled in once the server has a port, before the app is built (useTestApp reads it in its own beforeAll).
const env: Record<string, string> = {};

beforeAll(async () => {
  const { port } = await server.run();
  Object.assign(env, {
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('uploads on S3-compatible storage', () => {
  const t = useTestApp(env);

  it('uses the S3 driver, with path-style bucket URLs', async () => {
    expect(t.app.storage.kind).toBe('s3');
    expect(t.app.storage.urlFor('images/a/w480.webp')).toBe(
      `${env.S3_ENDPOINT}/${BUCKET}/images/a/w480.webp`,
    );
    const { headers } = await loginAsAdmin(t.app);
    const { uploadURL, objectPath } = await requestUpload(t, headers);
    expect(uploadURL.startsWith(`${env.S3_ENDPOINT}/${BUCKET}/${objectPath}?`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-Expires')).toBe('300');
    // Local disk's PUT route does not exist: uploads go to the bucket.
    const res = await t.app.inject({ method: 'PUT', url: `/uploads/${objectPath}`, payload: 'x' });
    expect(res.statusCode).toBe(404);
  });

  uploadFlowTests(t, {
    async put(uploadURL, body, contentType) {
      const res = await fetch(uploadURL, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      await res.arrayBuffer();
      return res.status;
    },
    async get(url) {
      const res = await fetch(url);
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? undefined,
        body: Buffer.from(await res.arrayBuffer()),
      };
    },
  });
});
