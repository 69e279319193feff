import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../test/auth';
import { useTestApp } from '../../../test/test-app';

let ip = 0;

/** 403 when the CSRF check refuses; otherwise the empty contact form's 400. */
const postFrom = (app: { inject: ReturnType<typeof useTestApp>['app']['inject'] }, headers: object) =>
  app
    .inject({
      method: 'POST',
      url: '/api/contact',
      payload: {},
      headers: { ...XHR_HEADERS, ...headers },
      remoteAddress: `10.6.0.${++ip}`,
    })
    .then((res) => res.statusCode);

describe('Origin check: scheme, host and port', () => {
  describe('with PUBLIC_URL', () => {
    const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });

    it('accepts the exact origin of PUBLIC_URL, not its other schemes or ports', async () => {
      expect(await postFrom(t.app, { origin: 'https://events.example.org' })).toBe(400);
      expect(await postFrom(t.app, { referer: 'https://events.example.org/contact' })).toBe(400);
      expect(await postFrom(t.app, { origin: 'http://events.example.org', host: 'events.example.org' })).toBe(
        403,
      );
      expect(await postFrom(t.app, { origin: 'https://events.example.org:8443' })).toBe(403);
      expect(
        await postFrom(t.app, { origin: 'https://events.example.org:8443', host: 'events.example.org' }),
      ).toBe(403);
      expect(await postFrom(t.app, { referer: 'http://events.example.org/contact' })).toBe(403);
    });
  });

  describe('by the address the request came to', () => {
    const t = useTestApp({ TRUST_PROXY: '1' });

    it('compares the scheme and port too', async () => {
      expect(await postFrom(t.app, { host: 'site.example', origin: 'http://site.example' })).toBe(400);
      expect(await postFrom(t.app, { host: 'site.example', origin: 'https://site.example' })).toBe(403);
      expect(await postFrom(t.app, { host: 'site.example', origin: 'http://site.example:8080' })).toBe(403);
      expect(await postFrom(t.app, { host: 'site.example:8080', origin: 'http://site.example:8080' })).toBe(
        400,
      );
      const https = { host: 'site.example', 'x-forwarded-proto': 'https' };
      expect(await postFrom(t.app, { ...https, origin: 'https://site.example' })).toBe(400);
      expect(await postFrom(t.app, { ...https, origin: 'http://site.example' })).toBe(403);
      expect(await postFrom(t.app, { ...https, referer: 'http://site.example/contact' })).toBe(403);
    });
  });
});
