import { describe, expect, it } from 'vitest';
import {
  mailEvent as event,
  mailOutMails,
  mailShift,
  registrantMails,
  mailSite as site,
} from '../../test/registrant-mails';
import { seriesRegistrationMessage } from './modules/series/messages/series-registration';
import { volunteerConfirmation } from './modules/volunteers/messages/volunteer-confirmation';
import type { MailMessage, OutgoingMessage } from './plugins/mail/mail-message';
import { mimeMessage, mimeTree, storedMailIdentity, writeMime } from './plugins/mail/mime-message';
import { withQrCodesDrawn } from './plugins/mail/qr-code-attachment';
import { withBodyRendered } from './plugins/mail/templates/render-mail';

// Our one-pass writing of a mail must give the very bytes nodemailer's own streams write for the same MIME tree.

async function outgoing(mail: MailMessage): Promise<OutgoingMessage> {
  const { kind: _kind, unsubscribeUrl, draft, ...stored } = mail;
  const { fromName: _fromName, ...drawn } = await withQrCodesDrawn(withBodyRendered({ ...stored, draft }));
  return {
    ...drawn,
    from: '"Sangam — Events" <events@sangam.example.org>',
    replyTo: 'team@example.org',
    // As the mailer stores a mail one may opt out of.
    ...(unsubscribeUrl
      ? {
          list: { unsubscribe: unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

function mailsIn(language: 'en' | 'hi' | 'es'): Record<string, MailMessage> {
  const registration = {
    fullName: language === 'hi' ? 'आशा पटेल' : `Mary O'Brien`,
    email: 'mary@example.org',
    guestCount: 2,
    ticketCode: 'ABCD-2345',
    language,
  };
  const manageUrl = 'https://events.example.org/events/diwali?manage=1.token';
  return {
    ...registrantMails({ ...site, event, registration, manageUrl }),
    ...mailOutMails({ ...site, event, registration, manageUrl }, 1),
    // Two tickets shown inline and a calendar file attached.
    series: seriesRegistrationMessage({
      ...site,
      title: 'Diwali week',
      venue: 'Hall',
      address: '1 Main St',
      registration,
      dates: [
        { event, ticketCode: 'ABCD-2345', manageUrl, status: 'confirmed' },
        {
          event: { ...event, id: 'b1', slug: 'diwali-2' },
          ticketCode: 'ABCD-6789',
          manageUrl,
          status: 'confirmed',
        },
      ],
    }),
    volunteer: volunteerConfirmation({
      ...site,
      event,
      volunteer: {
        id: '8b1c2b1e-2d7e-4c55-9a59-3f0f7f0b9a10',
        fullName: 'Ravi',
        email: 'ravi@example.org',
        language,
      },
      shifts: [mailShift],
      manageUrl,
    }),
  };
}

const builtByNodemailer = (tree: ReturnType<typeof mimeTree>) =>
  new Promise<Buffer>((resolve, reject) => tree.build((err, bytes) => (err ? reject(err) : resolve(bytes))));

describe('a mail written in one pass', () => {
  it('is, byte for byte, what nodemailer writes for the same mail, for every kind of mail in every language', async () => {
    for (const language of ['en', 'hi', 'es'] as const)
      for (const [kind, mail] of Object.entries(mailsIn(language))) {
        const message = await outgoing(mail);
        // As the mailer writes a stored mail: its Message-ID and boundaries from its id.
        const tree = mimeTree(message, storedMailIdentity(message, '0b6f3c2e-5d4a-4f1b-9c8d-7e6f5a4b3c2d'));
        const ours = writeMime(tree).toString('utf8');
        const theirs = (await builtByNodemailer(tree)).toString('utf8');
        expect(ours, `${kind} in ${language}`).toBe(theirs);
      }
  });

  it('carries the envelope, the Message-ID and the one-click unsubscribe headers', async () => {
    const message = mimeMessage(await outgoing(mailsIn('en').message as MailMessage), null);
    const text = message.raw.toString('utf8');
    expect(message.envelope).toEqual({ from: 'events@sangam.example.org', to: ['mary@example.org'] });
    expect(text).toContain(`Message-ID: ${message.messageId}`);
    expect(text).toContain('List-Unsubscribe: <https://events.example.org/api/unsubscribe?t=1>');
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('goes out as the same message each time a stored mail is tried: Message-ID and boundaries from its id', async () => {
    const mail = await outgoing(mailsIn('en').reminder as MailMessage);
    const id = '0b6f3c2e-5d4a-4f1b-9c8d-7e6f5a4b3c2d';
    const first = mimeMessage(mail, id);
    const again = mimeMessage(mail, id);
    expect(first.messageId).toBe(`<${id}@sangam.example.org>`);
    const boundaries = (raw: Buffer) => raw.toString('utf8').match(/boundary="[^"]+"/g);
    expect(boundaries(first.raw)).toContain('boundary="--_NmP-0b6f3c2e5d4a4f1b9c8d7e6f5a4b3c2d-Part_1"');
    expect(boundaries(again.raw)).toEqual(boundaries(first.raw));
    expect(again.raw.toString('utf8')).toContain(`Message-ID: <${id}@sangam.example.org>`);
    // A mail that is not stored (the admin's test mail) gets nodemailer's random Message-ID.
    expect(mimeMessage(mail, null).messageId).not.toBe(first.messageId);
  });
});
