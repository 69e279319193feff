import type { MailMessage } from '../mail-message';
import { eventDetailLines, type MailEvent } from './event-details';

/** To a registrant who asked for it: a fresh link to change their registration. */
export function manageLinkMessage(input: {
  event: MailEvent;
  registration: { fullName: string; email: string };
  manageUrl: string;
  groupName: string;
  timeZone: string;
}): MailMessage {
  const text = [
    `Hello ${input.registration.fullName},`,
    '',
    `You asked for a link to update your registration for ${input.event.title}:`,
    input.manageUrl,
    '',
    'This link replaces any earlier one. If you did not ask for it, you can ignore this message.',
    '',
    ...eventDetailLines(input.event, input.timeZone),
    '',
    input.groupName,
  ].join('\n');
  return {
    kind: 'registration-manage-link',
    to: input.registration.email,
    subject: `Update your registration: ${input.event.title}`,
    text,
    fromName: input.groupName,
  };
}
