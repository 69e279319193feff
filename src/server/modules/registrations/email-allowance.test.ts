import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent, postSignUp } from '../../../../test/fixtures';
import { storedMailsTo } from '../../../../test/outbox';
import { asRegistrant, setStatusAsAdmin } from '../../../../test/registrants';
import { useTestApp } from '../../../../test/test-app';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR } from '../../plugins/mail/acknowledgement-limit';
import { REGISTRATIONS_PER_EMAIL } from './sign-up-limits';

type Created = { id: string; manageToken: string };

// Issue 27, item 8: the per-address allowance of sign-ups bounds live registrations made for an address, so a
// stranger who registers someone's address and cancels again and again cannot lock its owner out, nor fill its
// inbox (every mail the loop causes is an acknowledgement, held beyond the hourly limit).
describe('the sign-up allowance of an email address', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const register = (eventId: string, email: string) =>
    postSignUp(t.app, eventId, { fullName: 'Victim Person', guestCount: 1 }, email);
  const registered = async (eventId: string, email: string): Promise<Created> => {
    const res = await register(eventId, email);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const cancel = (r: Created) => asRegistrant(t.app, 'DELETE', r);

  it('a stranger registering and cancelling an address again and again neither blocks its owner nor floods the inbox', async () => {
    const email = 'victim@example.com';
    const event = await insertEvent(t.database, 10);
    for (let i = 0; i < REGISTRATIONS_PER_EMAIL + 3; i++) {
      const made = await registered(event.id, email);
      expect((await cancel(made)).statusCode).toBe(200);
    }
    // The owner can still register, for this event and others.
    await registered(event.id, email);
    await registered((await insertEvent(t.database, 12)).id, email);
    // Mailed to the inbox (not held): no more than the hourly acknowledgement limit.
    const mails = await storedMailsTo(t.database, email);
    // Each cancellation is confirmed by mail too, and counted with the confirmations.
    expect(mails.filter((m) => m.kind === 'registration-cancelled')).toHaveLength(
      REGISTRATIONS_PER_EMAIL + 3,
    );
    expect(mails.filter((m) => m.status !== 'held').length).toBeLessThanOrEqual(
      ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR,
    );
  });

  it('still refuses more live sign-ups for one address than its allowance, until one of them is cancelled', async () => {
    const email = 'busy.person@example.com';
    const made: Created[] = [];
    for (let i = 0; i < REGISTRATIONS_PER_EMAIL; i++)
      made.push(await registered((await insertEvent(t.database, 10)).id, email));
    const next = await insertEvent(t.database, 10);
    const refused = await register(next.id, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many sign-ups for this email address\. Please try again in /,
    );
    // A refused attempt uses nothing up either: cancelling one live sign-up makes room for exactly one.
    const [first, second] = made;
    if (!first || !second) throw new Error('sign-ups missing');
    expect((await cancel(first)).statusCode).toBe(200);
    await registered(next.id, email);
    expect((await register((await insertEvent(t.database, 10)).id, email)).statusCode).toBe(429);
    // One cancelled by an admin counts no more than one the registrant cancelled.
    const byAdmin = await setStatusAsAdmin(t.app, admin, second.id, 'cancelled');
    expect(byAdmin.statusCode).toBe(200);
    await registered((await insertEvent(t.database, 10)).id, email);
  });
});
