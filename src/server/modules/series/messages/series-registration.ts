import { formatLongDate } from '@shared/dates';
import { eventTimeText } from '@shared/event-time';
import { buildIcs, eventIcsEntry } from '../../../lib/ics';
import type { MailAttachment, MailMessage } from '../../../plugins/mail/mail-message';
import {
  guestsRow,
  type MailEvent,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import type { MailBlock } from '../../../plugins/mail/templates/mail-blocks';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

export type SeriesSignUpDate = {
  event: MailEvent;
  ticketCode: string;
  manageUrl: string;
} & ({ status: 'confirmed' } | { status: 'waitlisted'; waitlistPosition: number });

/**
 * To a registrant who signed up for several dates of a series at once: one mail with every date, confirmed or
 * on the waitlist, a ticket (QR code) for each confirmed one, its manage link, and a calendar file of them all.
 */
export function seriesRegistrationMessage(
  input: RegistrantMailContext & {
    title: string;
    venue: string;
    address: string;
    registration: { fullName: string; email: string; guestCount: number };
    dates: SeriesSignUpDate[];
  },
): MailMessage {
  const { registration, dates } = input;
  const confirmed = dates.filter((d) => d.status === 'confirmed').length;
  const blocks: MailBlock[] = [
    { kind: 'greeting', name: registration.fullName },
    {
      kind: 'paragraph',
      text:
        confirmed === dates.length
          ? `Thank you for registering for ${input.title}: you are confirmed for ${dates.length === 1 ? 'this date' : `these ${dates.length} dates`}. We look forward to seeing you!`
          : `Thank you for registering for ${input.title}. You are confirmed for ${confirmed} of ${dates.length} dates; the others are full, so you are on their waitlist. When places free up, waiting parties that fit are confirmed in waitlist order, and we will mail you the ticket.`,
    },
    {
      kind: 'details',
      rows: [['Venue', input.venue], ['Address', input.address], guestsRow(registration.guestCount)],
    },
  ];
  const attachments: MailAttachment[] = [];
  dates.forEach((date, i) => {
    const day = formatLongDate(date.event.startsAt, input.timeZone);
    blocks.push({
      kind: 'details',
      rows: [
        ['Date', day],
        ['Time', eventTimeText(date.event, input.timeZone) ?? 'To Be Determined'],
        [
          'Status',
          date.status === 'confirmed' ? 'Confirmed' : `On the waitlist (number ${date.waitlistPosition})`,
        ],
      ],
    });
    if (date.status === 'confirmed') {
      const cid = `ticket-qr-${i + 1}`;
      blocks.push({ kind: 'ticket', code: date.ticketCode, cid });
      attachments.push({ filename: `ticket-${date.event.slug}.png`, qrCode: date.ticketCode, cid });
    }
    blocks.push({
      kind: 'action',
      intro: `To change or cancel your registration for ${day}, open this link:`,
      label: `Manage ${day}`,
      url: date.manageUrl,
    });
  });
  blocks.push({ kind: 'note', text: 'The attached calendar file adds these dates to your calendar.' });
  const mail = composeMail(
    {
      subject: `Registration received: ${input.title}, ${dates.length} ${dates.length === 1 ? 'date' : 'dates'}`,
      blocks,
    },
    input,
  );
  attachments.push({
    filename: 'dates.ics',
    content: buildIcs(
      dates.map((d) => eventIcsEntry(d.event, { timeZone: input.timeZone, siteUrl: input.siteUrl })),
    ),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  });
  return {
    kind: 'series-registration',
    to: registration.email,
    ...mail,
    fromName: input.groupName,
    attachments,
  };
}
