import { shiftTimeText } from '@shared/volunteer-shifts';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import type { RegistrantMailContext } from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';
import { type MailShift, shiftIcsAttachment, shiftRow, type VolunteerMailEvent } from './volunteer-shifts';

/** To each volunteer of a shift the organisers moved: the old and new time, and the updated calendar file. */
export function volunteerShiftMoved(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: { id: string; fullName: string; email: string };
    before: MailShift;
    after: MailShift;
  },
): MailMessage {
  const { event, volunteer, before, after } = input;
  const mail = composeMail(
    {
      subject: `Shift moved: ${after.role} at ${event.title}`,
      blocks: [
        { kind: 'greeting', name: volunteer.fullName },
        {
          kind: 'paragraph',
          text: `The organisers have moved your ${before.role} shift at ${event.title}. If the new time does not suit you, you can drop the shift with the link in your confirmation mail.`,
        },
        {
          kind: 'details',
          rows: [
            ['Was', shiftTimeText(before, input.timeZone)],
            ['Now', shiftTimeText(after, input.timeZone)],
          ],
        },
        { kind: 'details', rows: [shiftRow(after, input.timeZone)] },
        { kind: 'note', text: 'The attached calendar file moves the shift in your calendar.' },
      ],
    },
    input,
  );
  return {
    kind: 'volunteer-shift-moved',
    to: volunteer.email,
    ...mail,
    fromName: input.groupName,
    attachments: [shiftIcsAttachment(after, event, volunteer.id, input, 0)],
  };
}

/** To each volunteer of a shift the organisers removed. */
export function volunteerShiftCancelled(
  input: RegistrantMailContext & {
    event: VolunteerMailEvent;
    volunteer: { fullName: string; email: string };
    shift: MailShift;
  },
): MailMessage {
  const { event, volunteer, shift } = input;
  const mail = composeMail(
    {
      subject: `Shift cancelled: ${shift.role} at ${event.title}`,
      blocks: [
        { kind: 'greeting', name: volunteer.fullName },
        {
          kind: 'paragraph',
          text: `The organisers no longer need this shift at ${event.title}, so you are no longer down for it. Thank you for offering your time!`,
        },
        { kind: 'details', rows: [shiftRow(shift, input.timeZone)] },
        {
          kind: 'action',
          intro: 'Other shifts may still need people:',
          label: 'See the shifts',
          url: `${input.siteUrl}/events/${encodeURIComponent(event.slug)}/volunteer`,
        },
      ],
    },
    input,
  );
  return { kind: 'volunteer-shift-cancelled', to: volunteer.email, ...mail, fromName: input.groupName };
}
