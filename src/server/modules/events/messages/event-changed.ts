import { type MailLanguage, mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  calendarAttachmentIn,
  eventDetailRows,
  type MailEvent,
} from '../../../plugins/mail/messages/event-details';
import { type RegistrantMailInput, registrantMail } from '../../../plugins/mail/messages/registrant-mail';

/** What of an event's time and place a registrant's calendar holds. */
export type EventWhereAndWhen = Pick<MailEvent, 'startsAt' | 'endsAt' | 'timeKnown' | 'venue' | 'address'>;

/**
 * The changed lines, each "old → new", between two versions of an event's time and place, in the mail's language
 * (English when not given); empty when none.
 */
export function timeOrPlaceChanges(
  before: EventWhereAndWhen,
  after: EventWhereAndWhen,
  timeZone: string,
  language: MailLanguage = mailLanguage(null),
): Array<readonly [string, string]> {
  const { t } = language;
  const when = (e: EventWhereAndWhen) => [
    [t('details.date'), language.longDate(e.startsAt, timeZone)] as const,
    [t('details.time'), language.eventTime(e, timeZone)] as const,
    [t('details.venue'), e.venue] as const,
    [t('details.address'), e.address] as const,
  ];
  const old = when(before);
  return when(after).flatMap(([label, value], i) => {
    const was = old[i]?.[1];
    return was === value ? [] : [[label, `${was} → ${value}`] as const];
  });
}

/** To each registrant when an event's time or place changes: what changed, and the updated calendar file. */
export function eventChangedMessage(
  input: RegistrantMailInput & {
    /** What changed, in English (timeOrPlaceChanges); told again in the registrant's language when they have another. */
    changes: Array<readonly [string, string]>;
    /** The event's time and place before the change, to tell the changes in the registrant's language. */
    before?: EventWhereAndWhen;
  },
): MailMessage {
  return registrantMail(input, 'event-changed', ({ t, language, event, title }) => ({
    subject: t('eventChanged.subject', { title }),
    blocks: [
      { kind: 'paragraph', text: t('eventChanged.text', { title }) },
      {
        kind: 'details',
        rows:
          input.before && language.code !== 'en'
            ? timeOrPlaceChanges(input.before, input.event, input.timeZone, language)
            : input.changes,
      },
      { kind: 'paragraph', text: t('eventChanged.now') },
      { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
      { kind: 'note', text: t('eventChanged.calendarNote') },
    ],
    attachments: [calendarAttachmentIn(event, input, language)],
  }));
}
