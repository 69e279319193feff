import type { MailMessage } from '../../../plugins/mail/mail-message';
import type { RegistrantMailContext } from '../../../plugins/mail/messages/event-details';
import { registrantMail } from '../../../plugins/mail/messages/registrant-mail';
import {
  type MailShift,
  type MailVolunteer,
  shiftIcsAttachment,
  shiftRow,
  type VolunteerMailEvent,
} from './volunteer-shifts';

/**
 * To a volunteer who signed up (or added shifts from the manage page), in their language: each shift, a calendar
 * file per shift, and the manage link to add or drop shifts.
 */
export function volunteerConfirmation(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: MailVolunteer;
    shifts: MailShift[];
    manageUrl: string | null;
    added?: boolean;
  },
): MailMessage {
  const { volunteer, shifts } = input;
  const count = shifts.length;
  return registrantMail(
    { ...input, registration: volunteer },
    input.added ? 'volunteer-shifts-added' : 'volunteer-confirmation',
    ({ t, language, event, title }) => ({
      subject: t(input.added ? 'volunteer.subjectAdded' : 'volunteer.subject', { title }),
      blocks: [
        {
          kind: 'paragraph',
          text: t(input.added ? 'volunteer.textAdded' : 'volunteer.text', { title, count }),
        },
        { kind: 'details', rows: shifts.map((shift) => shiftRow(shift, language, input.timeZone)) },
        {
          kind: 'details',
          rows: [
            [t('details.venue'), event.venue],
            [t('details.address'), event.address],
          ],
        },
        input.manageUrl
          ? {
              kind: 'action',
              intro: t('volunteer.manageIntro'),
              label: t('volunteer.manageLabel'),
              url: input.manageUrl,
            }
          : { kind: 'paragraph', text: t('volunteer.manageInFirstMail') },
        { kind: 'note', text: t('volunteer.calendarNote', { count }) },
      ],
      attachments: shifts.map((shift, i) =>
        shiftIcsAttachment(shift, event, volunteer.id, input, language, i),
      ),
    }),
  );
}
