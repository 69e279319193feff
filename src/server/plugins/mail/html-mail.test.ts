import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import type { Email } from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, registrationInput, stallApplicationInput } from '../../../../test/fixtures';
import { testSmtpServer } from '../../../../test/smtp-server';
import { useTestAppWithSmtp } from '../../../../test/test-app';
import { siteSettings } from '../../db/schema';
import { composeMail } from './templates/render-mail';

// Every mail has a plain-text and an HTML part in the site's look, with absolute links only: checked on mails
// sent through a real SMTP server and parsed back.

const SITE = 'https://events.example.org';
let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

const hrefsOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

/** The checks every mail passes: both parts, the group's name, the palette, links that are absolute. */
function expectSiteMail(mail: Email, groupName: string) {
  expect(mail.text?.length).toBeGreaterThan(20);
  expect(mail.html).toContain('<!DOCTYPE html>');
  expect(mail.html).toContain(groupName.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  expect(mail.html).toContain('#8c1d2f');
  expect(mail.html).toContain('prefers-color-scheme: dark');
  const hrefs = hrefsOf(mail.html ?? '');
  expect(hrefs).toContain(SITE);
  for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
  expect(mail.text).toContain(`${groupName}\n${SITE}`);
}

describe('mail in the site look', () => {
  const smtp = testSmtpServer();
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: SITE,
  });

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; manageToken: string };
  };

  it('sends the confirmation as text and HTML: details, ticket QR inline (cid), manage button, no List-Unsubscribe', async () => {
    await t.database.db
      .insert(siteSettings)
      .values({ id: 1, groupName: 'Sangam <Tracy>' })
      .onConflictDoNothing();
    const event = await insertEvent(t.database, 10, { title: 'Holi', slug: 'holi-html', venue: 'Park' });
    const reg = await post(
      '/api/registrations',
      registrationInput(event.id, { fullName: 'Asha <b>Rao</b>', email: 'asha.html@example.com' }),
    );
    await t.app.mail.idle();
    const [mail] = await smtp.mailsTo('asha.html@example.com');
    if (!mail) throw new Error('no confirmation received');
    expectSiteMail(mail, 'Sangam <Tracy>');
    expect(mail.from?.name).toBe('Sangam <Tracy>');
    expect(mail.from?.address).toBe('no-reply@events.example.org');
    // What the registrant typed is text in the HTML part, never markup.
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Rao');
    const manageUrl = `${SITE}/events/holi-html?manage=${reg.id}.${reg.manageToken}&src=email`;
    expect(hrefsOf(mail.html ?? '')).toContain(manageUrl);
    expect(mail.text).toContain(manageUrl);
    expect(mail.html).toContain('Park');
    expect(mail.html).toContain('src="cid:ticket-qr"');
    const qr = mail.attachments.find((a) => a.filename === 'ticket-qr.png');
    expect(qr?.contentId).toBe('<ticket-qr>');
    expect(mail.headers.some((h) => h.key === 'list-unsubscribe')).toBe(false);

    // The links lead to what they promise: the event's page (its data answers 200), and the manage link's
    // token opens the registration. (Test apps render no pages: their data is what is checked.)
    expect((await t.app.inject(`/api/events/holi-html`)).statusCode).toBe(200);
    const opened = await t.app.inject({
      url: `/api/registrations/${reg.id}`,
      headers: { [MANAGE_TOKEN_HEADER]: new URL(manageUrl).searchParams.get('manage')?.split('.')[1] ?? '' },
    });
    expect(opened.statusCode).toBe(200);
  });

  it('sends the contact copy, the stall acknowledgement and notice, and the manage link the same way', async () => {
    await t.database.db.insert(siteSettings).values({ id: 1, groupName: 'Sangam' }).onConflictDoNothing();
    const event = await insertEvent(t.database, 10, { acceptStallApplications: true, title: 'Mela' });
    await post('/api/contact', {
      firstName: 'Meera',
      lastName: 'Shah',
      email: 'meera.html@example.com',
      subject: 'feedback',
      message: 'See https://example.com/photos please',
    });
    await post(
      '/api/stall-applications',
      stallApplicationInput(event.id, { email: 'ravi.html@example.com' }),
    );
    await post(
      '/api/registrations',
      registrationInput(event.id, { fullName: 'Kiran', email: 'kiran.html@example.com', guestCount: 1 }),
    );
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/manage-link',
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
      payload: { eventId: event.id, email: 'kiran.html@example.com' },
    });
    expect(link.statusCode).toBeLessThan(300);
    await t.app.mail.idle();

    const { contactEmail, groupName } = (await t.app.inject('/api/settings')).json() as {
      contactEmail: string;
      groupName: string;
    };
    const toOrganisers = await smtp.mailsTo(contactEmail);
    const copy = toOrganisers.find((m) => m.subject?.startsWith('Contact form'));
    const notice = toOrganisers.find((m) => m.subject?.startsWith('New stall application'));
    const [ack] = await smtp.mailsTo('ravi.html@example.com');
    const kiran = await smtp.mailsTo('kiran.html@example.com');
    const manage = kiran.find((m) => m.subject?.startsWith('Update your registration'));
    for (const mail of [copy, notice, ack, manage]) {
      if (!mail) throw new Error('a mail is missing');
      expectSiteMail(mail, groupName);
    }
    // A visitor's link is clickable in the copy; the reply goes to the visitor.
    expect(hrefsOf(copy?.html ?? '')).toContain('https://example.com/photos');
    expect(copy?.replyTo?.[0]?.address).toBe('meera.html@example.com');
  });

  it('sets List-Unsubscribe (one click) when the caller gives an unsubscribe link', async () => {
    await t.app.mail.send({
      kind: 'message',
      to: 'list.html@example.com',
      ...composeMail(
        { subject: 'News', blocks: [{ kind: 'paragraph', text: 'Hello' }] },
        { groupName: 'G', siteUrl: SITE },
      ),
      unsubscribeUrl: `${SITE}/unsubscribe/abc`,
    });
    await t.app.mail.idle();
    const [mail] = await smtp.mailsTo('list.html@example.com');
    const header = (key: string) => mail?.headers.find((h) => h.key === key)?.value;
    expect(header('list-unsubscribe')).toBe(`<${SITE}/unsubscribe/abc>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('mail with MAIL_FROM', () => {
  const smtp = testSmtpServer();
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: 'http://192.168.1.20:3000',
    MAIL_FROM: '"Sangam Events" <events@sangam.example>',
  });

  it('comes from MAIL_FROM, also when PUBLIC_URL is an IP address', async () => {
    await t.app.mail.send({
      kind: 'x',
      to: 'from.html@example.com',
      ...composeMail(
        { subject: 'S', blocks: [{ kind: 'paragraph', text: 'T' }] },
        { groupName: 'G', siteUrl: SITE },
      ),
      fromName: 'G',
    });
    await t.app.mail.idle();
    const [mail] = await smtp.mailsTo('from.html@example.com');
    expect(mail?.from).toMatchObject({ name: 'Sangam Events', address: 'events@sangam.example' });
    expect(smtp.received.at(-1)?.from).toBe('events@sangam.example');
  });
});
