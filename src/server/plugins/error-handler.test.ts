import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../test/auth';
import { insertEvent } from '../../../test/fixtures';
import { useTestApp } from '../../../test/test-app';
import { PERMISSIONS_POLICY } from './permissions-policy';

describe('bad input is a 4xx, never a 500', () => {
  const t = useTestApp();

  it('refuses a NUL character the database cannot store, in an address, with 400', async () => {
    // In a body it is dropped with the other control characters (well-formed-text.test.ts).
    for (const url of ['/api/events/diwali%00night', '/api/gallery?event=diwali%00night']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Text contains a character that is not allowed');
    }
  });

  it('refuses a lone surrogate (half a UTF-16 pair) with 400 naming the field, in any form', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...XHR_HEADERS, 'content-type': 'application/json' },
      payload:
        '{"firstName":"Asha","lastName":"R\\ud800ao","email":"asha@example.org","subject":"feedback","message":"A message long enough"}',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      message: 'Text contains a character that is not allowed',
      errors: [{ path: 'lastName', message: 'Text contains a character that is not allowed' }],
    });
    const event = await insertEvent(t.database, 1);
    // fullName as JSON source text, so it can spell escapes JSON.stringify would not write.
    const register = (fullNameJson: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { ...XHR_HEADERS, 'content-type': 'application/json' },
        payload: `{"eventId":"${event.id}","fullName":"${fullNameJson}","email":"asha@example.org","guestCount":1,"selectedActivities":[],"activityResponses":[]}`,
      });
    const registration = await register('Asha \\udc00Rao');
    expect(registration.statusCode).toBe(400);
    expect(registration.json().errors).toEqual([
      { path: 'fullName', message: 'Text contains a character that is not allowed' },
    ]);
    // A pair is a character like any other (an emoji here).
    const emoji = await register('Asha \\ud83c\\udf89 Rao');
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().fullName).toBe('Asha 🎉 Rao');
  });

  it('refuses malformed JSON and unknown ids with 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...XHR_HEADERS, 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject('/api/events/%E0%A4%A')).statusCode).toBeLessThan(500);
  });
});

describe("Fastify's own errors", () => {
  const t = useTestApp();

  it("answer in the site's one error shape, { message }", async () => {
    const answers = [
      await t.app.inject('/events/%E0%A4%A'),
      await t.app.inject('/api/events/%E0%A4%A'),
      await t.app.inject(`/api/events/${'x'.repeat(300)}`),
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...XHR_HEADERS, 'content-type': 'text/xml' },
        payload: '<a/>',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...XHR_HEADERS, 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(40_000) }),
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(Object.keys(res.json()), res.body).toEqual(['message']);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(answers[0]?.statusCode).toBe(400);
  });
});

describe('answers the framework makes itself', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** What every answer carries, whoever makes it. */
  const expectSiteHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
    expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
    expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d+/);
  };
  /** `{ message }` and nothing else, with no part of the request's address in it. */
  const expectOwnMessage = (body: string, path: string, what: string) => {
    expect(Object.keys(JSON.parse(body)), what).toEqual(['message']);
    for (const part of path.split(/[/?]/).filter((p) => p.length > 2 && p !== 'api'))
      expect(body, what).not.toContain(part);
  };

  it('carry the security headers and { message } without echoing the address, through inject', async () => {
    const cases: { what: string; status: number; request: InjectOptions & { url: string } }[] = [
      { what: 'malformed percent-encoding', status: 400, request: { url: '/api/%zz' } },
      { what: 'malformed page address', status: 400, request: { url: '/events/%zzdiwali' } },
      { what: 'overlong parameter', status: 414, request: { url: `/api/events/${'longslug'.repeat(40)}` } },
      { what: 'unknown API path', status: 404, request: { url: '/api/no-such-thing-here' } },
      {
        what: 'malformed JSON',
        status: 400,
        request: {
          method: 'POST',
          url: '/api/contact',
          headers: { ...XHR_HEADERS, 'content-type': 'application/json' },
          payload: '{"firstName":',
        },
      },
      {
        what: 'unsupported media type',
        status: 415,
        request: {
          method: 'POST',
          url: '/api/contact',
          headers: { ...XHR_HEADERS, 'content-type': 'text/xml' },
          payload: '<a/>',
        },
      },
      {
        what: 'too large a body',
        status: 413,
        request: {
          method: 'POST',
          url: '/api/contact',
          headers: { ...XHR_HEADERS, 'content-type': 'application/json' },
          payload: JSON.stringify({ message: 'x'.repeat(40_000) }),
        },
      },
    ];
    for (const { what, status, request } of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, what).toBe(status);
      expectSiteHeaders(res.headers, what);
      expectOwnMessage(res.body, request.url, what);
    }
  });

  it("carry them on answers Node's HTTP parser refuses before Fastify sees a request", async () => {
    const { host, port } = new URL(baseUrl);
    const cases = [
      {
        what: 'a 20 KB address',
        status: 431,
        head: `GET /api/events?q=${'overlong'.repeat(2_500)} HTTP/1.1`,
      },
      { what: 'a malformed request line', status: 400, head: 'GET /api/events HTTP/9.x' },
    ];
    for (const { what, status, head } of cases) {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), host.split(':')[0], () =>
          socket.write(`${head}\r\nHost: ${host}\r\n\r\n`),
        );
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
      const [statusLine = '', ...headerLines] = raw.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
      expect(statusLine, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      expectSiteHeaders(headers, what);
      expectOwnMessage(raw.split('\r\n\r\n')[1] ?? '', head.split(' ')[1] ?? '', what);
    }
  });
});
