import { mapSearchUrl } from '@shared/map-link';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import type { RegistrantMailContext } from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';
import { type MailShift, shiftRow, type VolunteerMailEvent } from './volunteer-shifts';

/** Which of a shift's two reminders: the day before, or two hours before. */
export type ShiftReminderKind = 'day' | 'soon';

/** To a volunteer before their shift: when and where, with a map link. */
export function volunteerReminder(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: { fullName: string; email: string };
    shift: MailShift;
    which: ShiftReminderKind;
  },
): MailMessage {
  const { event, volunteer, shift } = input;
  const mail = composeMail(
    {
      subject:
        input.which === 'day'
          ? `Reminder: your ${shift.role} shift at ${event.title}`
          : `Starting soon: your ${shift.role} shift at ${event.title}`,
      blocks: [
        { kind: 'greeting', name: volunteer.fullName },
        {
          kind: 'paragraph',
          text:
            input.which === 'day'
              ? `A reminder: you are volunteering at ${event.title}. Thank you for helping out!`
              : `Your shift at ${event.title} starts in about two hours. Please check in at the door when you arrive. See you soon!`,
        },
        {
          kind: 'details',
          rows: [shiftRow(shift, input.timeZone), ['Venue', event.venue], ['Address', event.address]],
        },
        {
          kind: 'action',
          intro: 'How to get there:',
          label: 'Open the map',
          url: mapSearchUrl(event.address),
        },
        {
          kind: 'note',
          text: "Can't make it after all? Please drop the shift with the link in your confirmation mail, so the organisers can find someone else.",
        },
      ],
    },
    input,
  );
  return { kind: 'volunteer-reminder', to: volunteer.email, ...mail, fromName: input.groupName };
}
