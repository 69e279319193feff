import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../test/auth';
import { useTestApp } from '../../../test/test-app';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-body';
import { illFormedTextAt } from './well-formed-text';

const PUBLIC_WRITES = [
  '/api/contact',
  '/api/login',
  '/api/registrations/manage-link',
  '/api/stall-applications',
];

describe('deeply nested JSON bodies', () => {
  const t = useTestApp();

  const post = (url: string, payload: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...XHR_HEADERS, 'content-type': 'application/json' },
      remoteAddress,
    });

  it('answers 400 naming the problem, on every public write, for arrays and objects', async () => {
    const arrays = `${'['.repeat(16_000)}${']'.repeat(16_000)}`;
    const objects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    let ip = 0;
    for (const url of PUBLIC_WRITES) {
      for (const body of [arrays, objects]) {
        const res = await post(url, body, `10.7.0.${++ip}`);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ message: TOO_DEEP_MESSAGE });
      }
    }
  });

  it('counts only brackets outside strings, and lets a body nested up to the limit through to validation', async () => {
    const inString = JSON.stringify({ message: '['.repeat(5_000) });
    const res = await post('/api/contact', inString, '10.7.1.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(TOO_DEEP_MESSAGE);

    const atLimit = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    const deepest = await post('/api/contact', atLimit, '10.7.1.2');
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().message).not.toBe(TOO_DEEP_MESSAGE);
    const beyond = `[${atLimit}]`;
    expect((await post('/api/contact', beyond, '10.7.1.3')).json().message).toBe(TOO_DEEP_MESSAGE);
  });

  it('finds ill-formed text at any depth without recursing', () => {
    let value: unknown = { name: 'Asha \ud800' };
    for (let i = 0; i < 20_000; i++) value = [value];
    const found = illFormedTextAt(value);
    expect(found).toMatch(/^0(\.0)*\.name$/);
    expect(illFormedTextAt({ a: ['ok', { b: 'fine' }] })).toBeNull();
    expect(illFormedTextAt({ a: ['ok', { b: 'bad \udc00' }] })).toBe('a.1.b');
  });
});
