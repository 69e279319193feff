import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../test/auth';
import { useTestApp } from '../../../test/test-app';

describe('bad input is a 4xx, never a 500', () => {
  const t = useTestApp();

  it('refuses a NUL character the database cannot store with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: XHR_HEADERS,
      payload: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.org',
        subject: 'feedback',
        message: 'Hello there\u0000, a message long enough',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Text contains a character that is not allowed');
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
