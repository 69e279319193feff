import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { registrationInput } from '../../../../test/fixtures';
import { storedMailsTo } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { events, registrations } from '../../db/schema';
import { REGISTRATION_CLOSED_MESSAGE } from './registration-messages';

// Sign-ups keep the event they read until content changes (the public cache's signal), so a burst reads it once;
// what decides whether one may still sign up is read again where the sign-up is stored.

describe('sign-ups and changes to their event', () => {
  // With the public cache, whose signal tells when content changed.
  const t = useTestApp({}, { publicCache: true });
  let visitor = 0;
  const signUp = (eventId: string) => {
    const email = `visitor.${++visitor}@example.org`;
    return t.app
      .inject({
        method: 'POST',
        url: '/api/registrations',
        headers: XHR_HEADERS,
        payload: registrationInput(eventId, { email }),
        remoteAddress: `10.7.0.${visitor}`,
      })
      .then((res) => ({ res, email }));
  };
  const eventInput = (title: string) => ({
    title,
    date: '2030-06-15',
    venue: 'Community Hall',
    address: '1 Main Street, Tracy, CA',
  });
  /** An event the organiser creates (an admin write, as the public cache sees it): its id. */
  const createEvent = async (headers: Record<string, string>, title: string): Promise<string> => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers,
      payload: eventInput(title),
    });
    expect(created.statusCode).toBe(201);
    return created.json().id;
  };

  it("shows an organiser's change of the event in the next sign-up's confirmation", async () => {
    const { headers } = await loginAsAdmin(t.app);
    const eventId = await createEvent(headers, 'Spring Mela');
    const first = await signUp(eventId);
    expect(first.res.statusCode).toBe(201);
    const [firstMail] = await storedMailsTo(t.database, first.email);
    expect(firstMail?.subject).toContain('Spring Mela');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}`,
      headers,
      payload: eventInput('Spring Mela in the Park'),
    });
    expect(renamed.statusCode).toBe(200);
    const second = await signUp(eventId);
    expect(second.res.statusCode).toBe(201);
    const [secondMail] = await storedMailsTo(t.database, second.email);
    expect(secondMail?.subject).toContain('Spring Mela in the Park');
  });

  it('refuses a sign-up once registration is closed or the event unpublished, even before this server hears of it', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const closing = await createEvent(headers, 'Harvest Evening');
    const unpublishing = await createEvent(headers, 'Winter Recital');
    expect((await signUp(closing)).res.statusCode).toBe(201);
    expect((await signUp(unpublishing)).res.statusCode).toBe(201);

    // Written by another server sharing the database, whose notice has not arrived here yet (on PGlite it never
    // does: no other server can share it, so only the check where the sign-up is stored can see these).
    await t.database.db.update(events).set({ registrationOpen: false }).where(eq(events.id, closing));
    await t.database.db.update(events).set({ published: false }).where(eq(events.id, unpublishing));
    const closed = await signUp(closing);
    expect(closed.res.statusCode).toBe(403);
    expect(closed.res.json().message).toBe(REGISTRATION_CLOSED_MESSAGE);
    const unpublished = await signUp(unpublishing);
    expect(unpublished.res.statusCode).toBe(404);

    // Neither refused sign-up is stored, nor mailed.
    for (const refused of [closed, unpublished]) {
      const stored = await t.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.email, refused.email));
      expect(stored).toEqual([]);
      expect(await storedMailsTo(t.database, refused.email)).toEqual([]);
    }
  });
});
