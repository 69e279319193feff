import { formatLongDate } from '@shared/dates';
import { eventTimeText } from '@shared/event-time';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  eventIcsAttachment,
  type MailEvent,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/** What of an event's time and place a registrant's calendar holds. */
export type EventWhereAndWhen = Pick<MailEvent, 'startsAt' | 'endsAt' | 'timeKnown' | 'venue' | 'address'>;

/** The changed lines, each "old → new", between two versions of an event's time and place; empty when none. */
export function timeOrPlaceChanges(
  before: EventWhereAndWhen,
  after: EventWhereAndWhen,
  timeZone: string,
): Array<readonly [string, string]> {
  const when = (e: EventWhereAndWhen) => ({
    Date: formatLongDate(e.startsAt, timeZone),
    Time: eventTimeText(e, timeZone) ?? 'To Be Determined',
    Venue: e.venue,
    Address: e.address,
  });
  const old = when(before);
  const now = when(after);
  return (Object.keys(now) as (keyof typeof now)[])
    .filter((key) => old[key] !== now[key])
    .map((key) => [key, `${old[key]} → ${now[key]}`] as const);
}

/** To each registrant when an event's time or place changes: what changed, and the updated calendar file. */
export function eventChangedMessage(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string };
    changes: Array<readonly [string, string]>;
  },
): MailMessage {
  const { event, registration } = input;
  const mail = composeMail(
    {
      subject: `Changed: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        { kind: 'paragraph', text: `The organisers have changed when or where ${event.title} takes place.` },
        { kind: 'details', rows: input.changes },
        { kind: 'paragraph', text: 'The event now:' },
        { kind: 'details', rows: eventDetailRows(event, input.timeZone) },
        { kind: 'note', text: 'The attached calendar file moves the event in your calendar.' },
      ],
    },
    input,
  );
  return {
    kind: 'event-changed',
    to: registration.email,
    ...mail,
    fromName: input.groupName,
    attachments: [eventIcsAttachment(event, { timeZone: input.timeZone, siteUrl: input.siteUrl })],
  };
}
