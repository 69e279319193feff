import type { MailMessage } from '../../../plugins/mail/mail-message';
import type { RegistrantMailContext } from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';
import { type MailShift, shiftIcsAttachment, shiftRow, type VolunteerMailEvent } from './volunteer-shifts';

/**
 * To a volunteer who signed up (or added shifts from the manage page): each shift, a calendar file per shift, and
 * the manage link to add or drop shifts.
 */
export function volunteerConfirmation(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: { id: string; fullName: string; email: string };
    shifts: MailShift[];
    manageUrl: string | null;
    added?: boolean;
  },
): MailMessage {
  const { event, volunteer, shifts } = input;
  const one = shifts.length === 1;
  const mail = composeMail(
    {
      subject: input.added ? `Shift added: ${event.title}` : `Thank you for volunteering: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: volunteer.fullName },
        {
          kind: 'paragraph',
          text: input.added
            ? `You have added ${one ? 'a shift' : 'shifts'} at ${event.title}. Thank you!`
            : `Thank you for volunteering at ${event.title}! You are down for ${one ? 'this shift' : 'these shifts'}:`,
        },
        { kind: 'details', rows: shifts.map((shift) => shiftRow(shift, input.timeZone)) },
        {
          kind: 'details',
          rows: [
            ['Venue', event.venue],
            ['Address', event.address],
          ],
        },
        input.manageUrl
          ? {
              kind: 'action',
              intro: 'To add or drop shifts, open this link:',
              label: 'Manage my shifts',
              url: input.manageUrl,
            }
          : { kind: 'paragraph', text: 'To add or drop shifts, use the link in your first mail.' },
        {
          kind: 'note',
          text: one
            ? 'The attached calendar file adds the shift to your calendar.'
            : 'The attached calendar files add each shift to your calendar.',
        },
      ],
    },
    input,
  );
  return {
    kind: input.added ? 'volunteer-shifts-added' : 'volunteer-confirmation',
    to: volunteer.email,
    ...mail,
    fromName: input.groupName,
    attachments: shifts.map((shift, i) => shiftIcsAttachment(shift, event, volunteer.id, input, i)),
  };
}
