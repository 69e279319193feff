import { describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../test/auth';
import { contactInput } from '../../../test/fixtures';
import { saveSettingsWith } from '../../../test/settings';
import { useTestApp } from '../../../test/test-app';
import { contactMessages } from '../db/schema';
import { cleanText } from './well-formed-text';

// Text pasted from a word processor brings invisible control characters (Word's manual line break is a vertical
// tab, U+000B): no page shows them, and an XML feed holding one is no XML at all.

describe('control characters in the text the site takes', () => {
  const t = useTestApp();

  it('are dropped from every admin text field on save, tabs and line breaks kept', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers,
      payload: {
        title: 'Diwali\u000bNight\u0007',
        date: '2030-10-20',
        venue: 'Community\u001f Hall',
        address: '1 Main Street, Tracy, CA',
        description: 'Music\u000cand dance\r\nfor\tall\u0000\u001b',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = (await t.app.inject(`/api/events/${created.json().slug}`)).json();
    expect(event).toMatchObject({
      title: 'DiwaliNight',
      venue: 'Community Hall',
      description: 'Musicand dance\nfor\tall',
    });

    const saved = await saveSettingsWith(t.app, headers, { tagline: 'Celebrating\u000b together\u0008' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject('/api/settings')).json().tagline).toBe('Celebrating together');
  });

  it("are dropped from a visitor's text too, a NUL the database could not store included", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: XHR_HEADERS,
      payload: contactInput({
        lastName: 'Sh\u0000ah',
        message: 'Hello there\u000b, a message\r long enough',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ lastName: 'Shah', message: 'Hello there, a message\n long enough' });
  });

  it('cleanText keeps every other character', () => {
    expect(cleanText('a\u0000b\u0001c\u0008d\u000be\u000cf\u000eg\u001fh')).toBe('abcdefgh');
    expect(cleanText('one\r\ntwo\rthree\nfour\tfive')).toBe('one\ntwo\nthree\nfour\tfive');
    const kept = ' ~\u007f\u0085\u00a0é\u2028🎉 दिवाली';
    expect(cleanText(kept)).toBe(kept);
  });
});
