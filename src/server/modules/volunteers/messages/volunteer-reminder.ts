import { mapSearchUrl } from '@shared/map-link';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import type { RegistrantMailContext } from '../../../plugins/mail/messages/event-details';
import { registrantMail } from '../../../plugins/mail/messages/registrant-mail';
import { type MailShift, type MailVolunteer, shiftRow, type VolunteerMailEvent } from './volunteer-shifts';

/** Which of a shift's two reminders: the day before, or two hours before. */
export type ShiftReminderKind = 'day' | 'soon';

/** To a volunteer before their shift, in their language: when and where, with a map link. */
export function volunteerReminder(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: MailVolunteer;
    shift: MailShift;
    which: ShiftReminderKind;
  },
): MailMessage {
  const { shift, which } = input;
  return registrantMail(
    { ...input, registration: input.volunteer },
    'volunteer-reminder',
    ({ t, language, event, title }) => ({
      subject: t(which === 'day' ? 'volunteer.reminderSubject' : 'volunteer.soonSubject', {
        role: shift.role,
        title,
      }),
      blocks: [
        {
          kind: 'paragraph',
          text: t(which === 'day' ? 'volunteer.reminderText' : 'volunteer.soonText', { title }),
        },
        {
          kind: 'details',
          rows: [
            shiftRow(shift, language, input.timeZone),
            [t('details.venue'), event.venue],
            [t('details.address'), event.address],
          ],
        },
        {
          kind: 'action',
          intro: t('reminder.mapIntro'),
          label: t('reminder.mapLabel'),
          url: mapSearchUrl(event.address),
        },
        { kind: 'note', text: t('volunteer.reminderDropNote') },
      ],
    }),
  );
}
