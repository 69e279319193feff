import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../test/auth';
import { insertEvent } from '../../../test/fixtures';
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
