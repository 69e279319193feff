import { describe, expect, it } from 'vitest';
import {
  mailEvent,
  mailManageUrl as manageUrl,
  registrantMails,
  mailShift as shift,
  mailSite as site,
} from '../../test/registrant-mails';
import { eventCancelledMessage } from './modules/events/messages/event-cancelled';
import { eventChangedMessage, timeOrPlaceChanges } from './modules/events/messages/event-changed';
import { registrationCancelledMessage } from './modules/registrations/messages/registration-changes';
import { eventReminder } from './modules/reminders/messages/event-reminder';
import { seriesRegistrationMessage } from './modules/series/messages/series-registration';
import { volunteerConfirmation } from './modules/volunteers/messages/volunteer-confirmation';
import { volunteerReminder } from './modules/volunteers/messages/volunteer-reminder';
import {
  volunteerShiftCancelled,
  volunteerShiftMoved,
} from './modules/volunteers/messages/volunteer-shift-changed';
import en from './plugins/mail/i18n/en.json';
import type { MailMessage } from './plugins/mail/mail-message';
import type { MailEvent } from './plugins/mail/messages/event-details';
import { renderMail } from './plugins/mail/templates/render-mail';

// Every mail to a registrant or a volunteer, in each of the site's languages: nothing of the English mail's own words is left,
// and the event is named as written in the language.

const event: MailEvent & { ticketTypes: { id: string; name: string }[] } = {
  ...mailEvent,
  endsAt: new Date('2030-11-09T04:00:00Z'),
  ticketTypes: [{ id: 'adult', name: 'Adult' }],
  translations: {
    hi: { title: 'दिवाली', ticketTypes: [{ id: 'adult', name: 'वयस्क' }] },
    es: { title: 'Fiesta de Diwali' },
  },
};
const moved = { ...event, venue: 'Park', startsAt: new Date('2030-11-10T01:00:00Z'), endsAt: null };
const movedShift = {
  ...shift,
  startsAt: new Date('2030-11-10T02:00:00Z'),
  endsAt: new Date('2030-11-10T04:00:00Z'),
};

function every(language: 'hi' | 'es'): Record<string, MailMessage> {
  const registration = {
    fullName: 'Asha',
    email: 'asha@example.com',
    guestCount: 2,
    ticketCode: 'ABCD-2345',
    tickets: [{ ticketTypeId: 'adult', quantity: 2 }],
    guests: [{ name: 'Ravi' }],
    language,
  };
  return {
    ...registrantMails({ ...site, event, registration, manageUrl }),
    reminder: eventReminder({ ...site, event, registration, cancelUrl: manageUrl }),
    eventCancelled: eventCancelledMessage({ ...site, event, registration, message: null }),
    eventChanged: eventChangedMessage({
      ...site,
      event: moved,
      registration,
      changes: timeOrPlaceChanges(event, moved, site.timeZone),
      before: event,
    }),
    cancelledByOrganisers: registrationCancelledMessage({ ...site, event, registration, by: 'organisers' }),
    ...volunteerMails(language),
    // A series' title is written in English only; the test names it as the language would, to find it.
    seriesSignUp: seriesRegistrationMessage({
      ...site,
      title: language === 'hi' ? 'दिवाली' : 'Fiesta de Diwali',
      venue: 'Hall',
      address: '1 Main St',
      registration,
      dates: [
        { event: moved, ticketCode: 'ABCD-2345', manageUrl, status: 'confirmed' },
        { event, ticketCode: 'ABCD-6789', manageUrl, status: 'waitlisted', waitlistPosition: 3 },
      ],
    }),
  };
}

function volunteerMails(language: 'hi' | 'es'): Record<string, MailMessage> {
  const volunteer = {
    id: '8b1c2b1e-2d7e-4c55-9a59-3f0f7f0b9a10',
    fullName: 'Ravi',
    email: 'ravi@example.com',
    language,
  };
  const shifts = [shift];
  return {
    volunteerConfirmation: volunteerConfirmation({ ...site, event, volunteer, shifts, manageUrl }),
    volunteerShiftsAdded: volunteerConfirmation({
      ...site,
      event,
      volunteer,
      shifts,
      manageUrl: null,
      added: true,
    }),
    volunteerReminder: volunteerReminder({ ...site, event, volunteer, shift, which: 'day' }),
    volunteerReminderSoon: volunteerReminder({ ...site, event, volunteer, shift, which: 'soon' }),
    volunteerShiftMoved: volunteerShiftMoved({ ...site, event, volunteer, before: shift, after: movedShift }),
    volunteerShiftCancelled: volunteerShiftCancelled({ ...site, event, volunteer, shift }),
  };
}

/** The English catalogue's words, each message cut at its placeholders, the longer pieces only. */
const englishPieces = Object.values(en)
  .flatMap((message) => message.split(/\{[^}]*\}|\{[^{}]*\{[^}]*\}[^}]*\}/))
  .map((piece) => piece.trim())
  .filter((piece) => piece.length >= 5);

describe.each([
  ['hi', 'दिवाली', 'शनिवार, 9 नवंबर 2030'],
  ['es', 'Fiesta de Diwali', 'sábado, 9 de noviembre de 2030'],
] as const)('every mail to a registrant in %s', (language, title, day) => {
  const mails = every(language);
  it.each(Object.keys(mails))('%s is in the language, its event named in it', (name) => {
    const message = mails[name] as MailMessage;
    const mail = { ...message, ...renderMail(message.draft.content, message.draft.brand) };
    expect(mail.subject).toContain(title);
    expect(mail.text).toContain(title);
    expect(mail.text).not.toMatch(/: Diwali$/m);
    for (const piece of englishPieces) {
      // A one-word message is a details label: "Event: …" must not start a line ("Evento: …" may).
      if (piece.includes(' ')) expect(mail.text, piece).not.toContain(piece);
      else expect(mail.text, piece).not.toMatch(new RegExp(`^${piece}:`, 'm'));
    }
    expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    if (name === 'eventChanged' || name.startsWith('volunteer') || name === 'seriesSignUp')
      expect(mail.text).toContain(day);
    if (name === 'confirmation')
      expect(mail.text).toContain(
        language === 'hi' ? 'मेहमान: 2 लोग (2 × वयस्क)' : 'Grupo: 2 personas (2 × Adult)',
      );
    for (const attachment of message.attachments ?? [])
      if ('content' in attachment) {
        // A volunteer's entry names the shift with the event ("स्वयंसेवा: दिवाली में Gate"); lines are unfolded first.
        const summary = /^SUMMARY:(.*)$/m.exec(String(attachment.content).replace(/\r\n[ \t]/g, ''))?.[1];
        if (name.startsWith('volunteer')) expect(summary).toContain(title);
        else expect(summary).toBe(title);
        // The calendar entry links the event's page in the language too.
        expect(attachment.content).toContain(`URL:${site.siteUrl}/${language}/events/diwali`);
      }
  });
});
