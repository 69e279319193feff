import { describe, expect, it } from 'vitest';
import {
  mailEvent as event,
  mailManageUrl as manageUrl,
  registrantMails,
  mailSite as site,
} from '../../test/registrant-mails';
import { contactCopy } from './modules/contact/messages/contact-copy';
import { contactReply } from './modules/contact/messages/contact-reply';
import { eventCancelledMessage } from './modules/events/messages/event-cancelled';
import { testMail } from './modules/mail/messages/test-mail';
import { registrationCancelledMessage } from './modules/registrations/messages/registration-changes';
import { stallAcknowledgement, stallOrganiserNotice } from './modules/stalls/messages/stall-acknowledgement';
import { stallDecision } from './modules/stalls/messages/stall-decision';
import type { MailMessage } from './plugins/mail/mail-message';
import { renderMail } from './plugins/mail/templates/render-mail';

const registration = { fullName: 'Asha', email: 'asha@example.com', guestCount: 2, ticketCode: 'ABCD-2345' };
const application = {
  businessName: 'Spice Route',
  contactPerson: 'Ravi',
  email: 'ravi@example.com',
  phone: '209-555-0123',
  businessType: 'Food',
  productsServices: 'Samosas',
  specialRequirements: null,
};
const visitorMessage = {
  firstName: 'Meera',
  lastName: 'Shah',
  email: 'meera@example.com',
  subject: 'feedback',
  message: 'Hello',
  createdAt: new Date('2030-01-01T00:00:00Z'),
};

const every: Record<string, MailMessage> = {
  ...registrantMails({ ...site, event, registration, manageUrl }),
  cancelled: eventCancelledMessage({ ...site, event, registration, message: 'Rain' }),
  cancelledByOrganisers: registrationCancelledMessage({
    ...site,
    event,
    registration,
    by: 'organisers',
    message: 'Sorry: see https://events.example.org/news',
    contactEmail: 'team@example.org',
  }),
  stallAck: stallAcknowledgement({ ...site, event, application }),
  stallNotice: stallOrganiserNotice({ ...site, event, application, organiserEmail: 'team@example.org' }),
  stallDecision: stallDecision({
    ...site,
    event,
    application,
    status: 'approved',
    message: 'Stall 12',
    contactEmail: 'team@example.org',
  }),
  contactCopy: contactCopy({ ...site, message: visitorMessage, organiserEmail: 'team@example.org' }),
  contactReply: contactReply({
    ...site,
    message: visitorMessage,
    reply: 'Thanks!',
    contactEmail: 'team@example.org',
  }),
  test: testMail({ ...site, to: 'admin@example.org', requestedBy: 'admin' }),
};

describe('every kind of mail', () => {
  it.each(Object.entries(every))(
    '%s has a text part, an HTML part in the site look, absolute links only',
    (_, message) => {
      const mail = { ...message, ...renderMail(message.draft.content, message.draft.brand) };
      expect(mail.text).toContain('Sangam\nhttps://events.example.org');
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain('#8c1d2f');
      const hrefs = [...(mail.html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs).toContain('https://events.example.org');
      for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:)/);
      expect(mail.unsubscribeUrl).toBeUndefined();
    },
  );

  it('shows the ticket inline only where it is attached', () => {
    for (const [name, mail] of Object.entries(every)) {
      const attached = mail.attachments?.some((a) => a.cid === 'ticket-qr') ?? false;
      const { html } = renderMail(mail.draft.content, mail.draft.brand);
      expect(html.includes('src="cid:ticket-qr"'), name).toBe(attached);
    }
    expect(every.confirmation?.attachments?.some((a) => a.cid === 'ticket-qr')).toBe(true);
    expect(every.partyChanged?.attachments?.some((a) => a.cid === 'ticket-qr')).toBe(true);
  });
});
