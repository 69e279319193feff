import type { MailMessage } from '../../../plugins/mail/mail-message';
import type { RegistrantMailContext } from '../../../plugins/mail/messages/event-details';
import { registrantMail } from '../../../plugins/mail/messages/registrant-mail';
import {
  type MailShift,
  type MailVolunteer,
  shiftIcsAttachment,
  shiftRow,
  shiftTimeIn,
  type VolunteerMailEvent,
  volunteerPageUrl,
} from './volunteer-shifts';

/**
 * To each volunteer of a shift the organisers moved, in their language: the old and new time, and the updated
 * calendar file.
 */
export function volunteerShiftMoved(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: MailVolunteer;
    before: MailShift;
    after: MailShift;
  },
): MailMessage {
  const { volunteer, before, after, timeZone } = input;
  return registrantMail(
    { ...input, registration: volunteer },
    'volunteer-shift-moved',
    ({ t, language, event, title }) => ({
      subject: t('volunteer.movedSubject', { role: after.role, title }),
      blocks: [
        { kind: 'paragraph', text: t('volunteer.movedText', { role: before.role, title }) },
        {
          kind: 'details',
          rows: [
            [t('volunteer.was'), shiftTimeIn(language, before, timeZone)],
            [t('volunteer.now'), shiftTimeIn(language, after, timeZone)],
          ],
        },
        { kind: 'details', rows: [shiftRow(after, language, timeZone)] },
        { kind: 'note', text: t('volunteer.movedCalendarNote') },
      ],
      attachments: [shiftIcsAttachment(after, event, volunteer.id, input, language, 0)],
    }),
  );
}

/** To each volunteer of a shift the organisers removed, in their language. */
export function volunteerShiftCancelled(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: MailVolunteer;
    shift: MailShift;
  },
): MailMessage {
  const { shift } = input;
  return registrantMail(
    { ...input, registration: input.volunteer },
    'volunteer-shift-cancelled',
    ({ t, language, event, title }) => ({
      subject: t('volunteer.cancelledSubject', { role: shift.role, title }),
      blocks: [
        { kind: 'paragraph', text: t('volunteer.cancelledText', { title }) },
        { kind: 'details', rows: [shiftRow(shift, language, input.timeZone)] },
        {
          kind: 'action',
          intro: t('volunteer.otherShiftsIntro'),
          label: t('volunteer.otherShiftsLabel'),
          url: volunteerPageUrl(input.siteUrl, event, language),
        },
      ],
    }),
  );
}
