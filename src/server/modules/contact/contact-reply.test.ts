import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertSiteSettings } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { contactMessageReplies, contactMessages } from '../../db/schema';

describe('replies to contact messages', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    await insertSiteSettings(t.database);
  });

  const insertMessage = async (
    email: string,
    overrides: Partial<typeof contactMessages.$inferInsert> = {},
  ) => {
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({
        firstName: 'Asha',
        lastName: 'Patel',
        email,
        subject: 'volunteer',
        message: 'Can I help at the festival?\nI can cook.',
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return row;
  };
  const reply = (id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${id}/reply`,
      headers,
      payload,
    });
  const counts = async () =>
    (await t.app.inject({ url: '/api/admin/contact-messages/counts', headers })).json();

  it('mails the reply to the sender (reply-to the group), keeps it with the message and audits it', async () => {
    const message = await insertMessage('asha@example.org');
    const before = await counts();
    const res = await reply(message.id, { body: '  Yes please! Come at 9.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: message.id,
      answered: true,
      handled: true,
      replyText: 'Yes please! Come at 9.',
      repliedAt: expect.any(String),
      repliedBy: 'test-admin',
    });
    const listed = (await t.app.inject({ url: '/api/admin/contact-messages', headers }))
      .json()
      .find((m: { id: string }) => m.id === message.id);
    expect(listed).toMatchObject({ answered: true, replyText: 'Yes please! Come at 9.' });
    expect(await counts()).toEqual({ total: before.total, unanswered: before.unanswered - 1 });

    await t.app.mail.idle();
    const mail = (await outboxMails(t.dataDir)).find((m) => m.to?.[0]?.address === 'asha@example.org');
    expect(mail?.subject).toBe('Re: Volunteer Opportunities');
    expect(mail?.replyTo?.[0]?.address).toBe('organisers@example.org');
    expect(mail?.text).toContain('Yes please! Come at 9.');
    expect(mail?.text).toContain('> Can I help at the festival?\n> I can cook.');

    const [entry] = (await t.app.inject({ url: '/api/admin/audit?entity=contact_message', headers })).json()
      .items;
    expect(entry).toMatchObject({ action: 'reply', entityId: message.id, username: 'test-admin' });
  });

  it('keeps every reply: a second one joins the first instead of overwriting it', async () => {
    const message = await insertMessage('twice@example.org');
    expect((await reply(message.id, { body: 'First answer.' })).statusCode).toBe(200);
    const second = await reply(message.id, { body: 'Second answer.' });
    expect(second.statusCode).toBe(200);
    const expected = {
      answered: true,
      replyText: 'Second answer.',
      replies: [
        { body: 'First answer.', repliedBy: 'test-admin', repliedAt: expect.any(String) },
        { body: 'Second answer.', repliedBy: 'test-admin', repliedAt: expect.any(String) },
      ],
    };
    expect(second.json()).toMatchObject(expected);
    const listed = (await t.app.inject({ url: '/api/admin/contact-messages', headers }))
      .json()
      .find((m: { id: string }) => m.id === message.id);
    expect(listed).toMatchObject(expected);
    expect(listed.replies).toHaveLength(2);
    expect(listed.repliedAt).toBe(listed.replies[1].repliedAt);
    // Marking it handled or new keeps the history too.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${message.id}`,
      headers,
      payload: { handled: false },
    });
    expect(patched.json().replies).toHaveLength(2);

    await t.app.mail.idle();
    const mails = (await outboxMails(t.dataDir)).filter((m) => m.to?.[0]?.address === 'twice@example.org');
    expect(mails.map((m) => m.text?.includes('First answer.'))).toContain(true);
    expect(mails.map((m) => m.text?.includes('Second answer.'))).toContain(true);

    // A message without replies answers an empty history; deleting the message removes its replies.
    const fresh = await insertMessage('none@example.org');
    const all = (await t.app.inject({ url: '/api/admin/contact-messages', headers })).json();
    expect(all.find((m: { id: string }) => m.id === fresh.id)).toMatchObject({
      answered: false,
      replies: [],
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${message.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await t.database.db
        .select()
        .from(contactMessageReplies)
        .where(eq(contactMessageReplies.messageId, message.id)),
    ).toHaveLength(0);
  });

  it('counts messages neither replied to nor marked handled as unanswered', async () => {
    const start = await counts();
    await insertMessage('one@example.org');
    await insertMessage('two@example.org', { handledAt: new Date() });
    expect(await counts()).toEqual({ total: start.total + 2, unanswered: start.unanswered + 1 });
  });

  it('refuses an empty reply with 400, an unknown message with 404, and mails nothing', async () => {
    const message = await insertMessage('empty@example.org');
    const empty = await reply(message.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Reply is required', errors: [{ path: 'body' }] });
    expect((await reply(message.id, {})).statusCode).toBe(400);
    const missing = await reply('00000000-0000-4000-8000-000000000000', { body: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Message not found');
    await t.app.mail.idle();
    expect((await outboxMails(t.dataDir)).some((m) => m.to?.[0]?.address === 'empty@example.org')).toBe(
      false,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/contact-messages/${message.id}/reply`,
          payload: { body: 'Hi' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
