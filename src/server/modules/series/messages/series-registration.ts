import { buildIcs, eventIcsEntry } from '../../../lib/ics';
import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailAttachment, MailMessage } from '../../../plugins/mail/mail-message';
import {
  contentLanguage,
  eventIn,
  guestsRow,
  type MailEvent,
  type MailRegistrant,
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
 * To a registrant who signed up for several dates of a series at once, in the language of the page they signed up
 * on: one mail with every date, confirmed or on the waitlist, a ticket (QR code) for each confirmed one, its manage
 * link, and a calendar file of them all.
 */
export function seriesRegistrationMessage(
  input: RegistrantMailContext & {
    title: string;
    venue: string;
    address: string;
    registration: { fullName: string; email: string; guestCount: number } & MailRegistrant;
    dates: SeriesSignUpDate[];
  },
): MailMessage {
  const { registration, dates, title, timeZone } = input;
  const language = mailLanguage(registration.language);
  const { t } = language;
  const count = dates.length;
  const confirmed = dates.filter((d) => d.status === 'confirmed').length;
  const blocks: MailBlock[] = [
    { kind: 'greeting', name: registration.fullName },
    {
      kind: 'paragraph',
      text:
        confirmed === count
          ? t('series.textConfirmed', { title, count })
          : t('series.textSomeWaiting', { title, confirmed, count }),
    },
    {
      kind: 'details',
      rows: [
        [t('details.venue'), input.venue],
        [t('details.address'), input.address],
        guestsRow(registration.guestCount, language),
      ],
    },
  ];
  const attachments: MailAttachment[] = [];
  dates.forEach((date, i) => {
    const day = language.longDate(date.event.startsAt, timeZone);
    blocks.push({
      kind: 'details',
      rows: [
        [t('details.date'), day],
        [t('details.time'), language.eventTime(date.event, timeZone)],
        [
          t('series.status'),
          date.status === 'confirmed'
            ? t('series.confirmed')
            : t('series.waitlisted', { position: date.waitlistPosition }),
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
      intro: t('series.manageIntro', { day }),
      label: t('series.manageLabel', { day }),
      url: date.manageUrl,
    });
  });
  blocks.push({ kind: 'note', text: t('series.calendarNote') });
  const mail = composeMail(
    { subject: t('series.subject', { title, count }), blocks, ...contentLanguage(language) },
    input,
  );
  attachments.push({
    filename: 'dates.ics',
    content: buildIcs(
      dates.map((d) =>
        eventIcsEntry(eventIn(d.event, language), {
          timeZone,
          siteUrl: input.siteUrl,
          locale: language.code,
        }),
      ),
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
