import { SOURCE_TAG_MESSAGE } from '@shared/source-tags';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, registrationInput } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';

let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('where a sign-up comes from', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });

  const signUp = async (eventId: string, fields: object, headers: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: registrationInput(eventId, fields),
      headers: { ...XHR_HEADERS, ...headers },
      remoteAddress: nextIp(),
    });

  const storedSource = async (id: string) => {
    const [row] = await t.database.db
      .select({ source: registrations.source })
      .from(registrations)
      .where(eq(registrations.id, id));
    return row?.source;
  };

  it('stores the source tag the event page passes on', async () => {
    const event = await insertEvent(t.database, 10);
    for (const source of ['whatsapp', 'qr', 'flyer-2026', 'a'.repeat(40)]) {
      const res = await signUp(event.id, { source, referrer: 'https://www.google.com/' });
      expect(res.statusCode).toBe(201);
      // The tag wins over the referring site.
      expect(await storedSource(res.json().id)).toBe(source);
    }
  });

  it('refuses a malformed tag with a 400 naming source, storing nothing', async () => {
    const event = await insertEvent(t.database, 10);
    for (const source of ['WhatsApp', 'two words', 'a'.repeat(41), '', 'qr/flyer', 'é']) {
      const res = await signUp(event.id, { source });
      expect(res.statusCode, source).toBe(400);
      expect(res.json().message).toBe(SOURCE_TAG_MESSAGE);
      expect(res.json().errors[0].path).toBe('source');
    }
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toHaveLength(0);
  });

  it('without a tag, records the referring site by its host, never this site, else direct', async () => {
    const event = await insertEvent(t.database, 10);
    const cases: Array<[object, string]> = [
      [{ referrer: 'https://l.Facebook.com/l.php?u=x' }, 'l.facebook.com'],
      [{ referrer: 'https://www.google.com/' }, 'www.google.com'],
      [{ referrer: 'https://events.example.org/events' }, 'direct'],
      [{ referrer: 'not a url' }, 'direct'],
      [{ referrer: '' }, 'direct'],
      [{}, 'direct'],
    ];
    for (const [fields, expected] of cases) {
      const res = await signUp(event.id, fields);
      expect(res.statusCode).toBe(201);
      expect(await storedSource(res.json().id), JSON.stringify(fields)).toBe(expected);
    }
  });

  it('takes the host the page was served from as this site too', async () => {
    const event = await insertEvent(t.database, 10);
    const res = await signUp(
      event.id,
      { referrer: 'https://festival.local:8443/' },
      { host: 'festival.local:8443', origin: 'https://events.example.org' },
    );
    expect(res.statusCode).toBe(201);
    expect(await storedSource(res.json().id)).toBe('direct');
  });

  it('records a walk-up as such', async () => {
    const event = await insertEvent(t.database, 0);
    const admin = await loginAsAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/walk-ups`,
      headers: admin.headers,
      payload: { fullName: 'Door Guest', guestCount: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(row?.source).toBe('walk-up');
  });
});
