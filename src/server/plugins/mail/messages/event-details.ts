import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { localizeEventNames } from '@shared/i18n/localized-content';
import type { EventTranslations } from '@shared/schemas/event-translations';
import {
  type Guest,
  partyByType,
  type TicketLine,
  type TicketType,
} from '@shared/schemas/registration-shape';
import { type CalendarEvent, eventIcs } from '../../../lib/ics';
import { type MailLanguage, mailLanguage } from '../i18n/mail-language';

/**
 * The event facts a mail shows: those of its calendar entry, and its texts in the site's other languages when the
 * caller has them (a mail in the registrant's language shows its title and description in it).
 */
export type MailEvent = CalendarEvent & { translations?: EventTranslations | null };

/** Where a registrant's mail comes from: the site's address, the group's name and the zone its dates are in. */
export type RegistrantMailContext = { siteUrl: string; groupName: string; timeZone: string };

/** A registrant's language as stored with the registration (English when the caller has none). */
export type MailRegistrant = { language?: Locale | null };

const english = mailLanguage(DEFAULT_LOCALE);

/** The event as a mail in the language shows it: its title, description and ticket types' names in it. */
export function eventIn<E extends MailEvent & { ticketTypes?: MailTicketTypes }>(
  event: E,
  language: MailLanguage,
): E {
  // A burst's sign-ups share their event's object: each language's copy of it is made once (and so is the key of
  // its reused texts below).
  let copies = localizedCopies.get(event);
  if (!copies) {
    copies = new Map();
    localizedCopies.set(event, copies);
  }
  let copy = copies.get(language.code);
  if (!copy) {
    copy = localizeEventNames(event, event.translations, language.code);
    copies.set(language.code, copy);
  }
  return copy as E;
}

const localizedCopies = new WeakMap<MailEvent, Map<Locale, MailEvent>>();

/** A mail's content's language field: left out for English (stored drafts of English mails are as they were). */
export const contentLanguage = (language: MailLanguage): { language?: Locale } =>
  language.code === DEFAULT_LOCALE ? {} : { language: language.code };

const people = (n: number, language: MailLanguage) => language.t('party.people', { count: n });

/** "Guests: 1 person", "Guests: 3 people" (a row of a mail's details block). */
export const guestsRow = (guestCount: number, language = english) =>
  [language.t('details.guests'), people(guestCount, language)] as const;

/**
 * "Your registration for Diwali is now for 3 people (it was 2).", or, for a party of the same size whose tickets
 * or guests changed, "Your party for Diwali has changed." (the details show it as it now is).
 */
export const partyChangedSentence = (
  title: string,
  guestCount: number,
  previousGuestCount: number,
  language = english,
) =>
  guestCount === previousGuestCount
    ? language.t('party.changed', { title })
    : language.t('party.resized', {
        title,
        people: people(guestCount, language),
        previous: previousGuestCount,
      });

/** What a mail says of a party: its size, by ticket type when the event has types, and its guests' names. */
/** An event's ticket types, as far as a mail names them. */
export type MailTicketTypes = readonly Pick<TicketType, 'id' | 'name'>[];

export type MailParty = { guestCount: number; tickets?: TicketLine[]; guests?: Guest[] };

/**
 * "Guests: 3 people (2 Adults, 1 Child)" and, when the party named its guests, "With: Ravi, Anu" (rows of a mail's
 * details block).
 */
export function partyRows(
  party: MailParty,
  ticketTypes: readonly Pick<TicketType, 'id' | 'name'>[] = [],
  language = english,
) {
  const [label, size] = guestsRow(party.guestCount, language);
  const byType =
    ticketTypes.length > 0 && party.tickets?.length ? typesText(party.tickets, ticketTypes, language) : '';
  const names = (party.guests ?? []).flatMap((g) => (g.name ? [g.name] : []));
  return [
    [label, byType ? `${size} (${byType})` : size] as const,
    ...(names.length > 0 ? [[language.t('details.with'), names.join(', ')] as const] : []),
  ];
}

/**
 * "2 Adults, 1 Child" in English (its plurals made from the type's name); in another language "2 × वयस्क, 1 × बच्चा",
 * the type's name as written (a plural cannot be made from it).
 */
function typesText(tickets: TicketLine[], ticketTypes: MailTicketTypes, language: MailLanguage) {
  if (language.code === DEFAULT_LOCALE) return partyByType(tickets, ticketTypes);
  return ticketTypes
    .flatMap((type) => {
      const quantity = tickets
        .filter((line) => line.ticketTypeId === type.id)
        .reduce((sum, line) => sum + line.quantity, 0);
      return quantity > 0 ? [`${quantity} × ${type.name}`] : [];
    })
    .join(', ');
}

/**
 * Whether two parties read alike on a ticket (size, by type and the guests' names): a change of party is mailed
 * (with the updated ticket) only when they do not.
 */
export const samePartyOnTicket = (a: MailParty, b: MailParty, ticketTypes?: MailTicketTypes) =>
  JSON.stringify(partyRows(a, ticketTypes)) === JSON.stringify(partyRows(b, ticketTypes));

/**
 * A burst of sign-ups for one event would work out the same date texts and calendar file hundreds of times (their
 * time zone arithmetic is the costliest part of a sign-up), so each is reused for a minute while the event is
 * unchanged.
 */
const REUSE_MS = 60_000;
const MAX_REUSED = 50;

function reusedFor<T>(made: Map<string, { value: T; madeAt: number }>, key: string, make: () => T): T {
  const now = Date.now();
  const recent = made.get(key);
  if (recent && now - recent.madeAt < REUSE_MS) return recent.value;
  const value = make();
  if (made.size >= MAX_REUSED) made.clear();
  made.set(key, { value, madeAt: now });
  return value;
}

/** Everything a mail's event facts and calendar file are made of: equal keys, equal texts. */
const eventKey = (event: MailEvent, ...more: string[]) => {
  let key = eventKeys.get(event);
  if (key === undefined) {
    key = ownKey(event);
    eventKeys.set(event, key);
  }
  return `${key}${JSON.stringify(more)}`;
};

/** Event objects are not changed once read, so each one's key is worked out once. */
const eventKeys = new WeakMap<MailEvent, string>();

const ownKey = (event: MailEvent) =>
  JSON.stringify([
    event.id,
    event.slug,
    event.title,
    event.description,
    event.venue,
    event.address,
    event.startsAt.getTime(),
    event.endsAt?.getTime() ?? null,
    event.timeKnown,
    event.status,
    event.icsSequence,
    event.updatedAt.getTime(),
  ]);

type DetailRows = ReadonlyArray<readonly [string, string]>;
const recentRows = new Map<string, { value: DetailRows; madeAt: number }>();
const recentFiles = new Map<string, { value: string; madeAt: number }>();

/** Date (in the site's zone), time, venue and address: the rows of a mail's details block, in its language. */
export function eventDetailRows(
  event: MailEvent,
  timeZone: string,
  language = english,
): Array<readonly [string, string]> {
  const { t } = language;
  const rows = reusedFor(recentRows, eventKey(event, timeZone, language.code), () => [
    [t('details.event'), event.title] as const,
    [t('details.date'), language.longDate(event.startsAt, timeZone)] as const,
    [t('details.time'), language.eventTime(event, timeZone)] as const,
    [t('details.venue'), event.venue] as const,
    [t('details.address'), event.address] as const,
  ]);
  // A copy: callers add rows of their own.
  return [...rows];
}

const calendarFile = (event: MailEvent, timeZone: string, siteUrl: string, locale: Locale) =>
  reusedFor(recentFiles, eventKey(event, timeZone, siteUrl, locale), () =>
    eventIcs(event, { timeZone, siteUrl, locale }),
  );

/**
 * The event as an .ics attachment, so it lands in the registrant's calendar; its link opens the event's page in
 * `locale` (the mail's language).
 */
export function eventIcsAttachment(
  event: MailEvent,
  options: { timeZone: string; siteUrl: string; locale?: Locale },
) {
  return {
    filename: `${event.slug}.ics`,
    content: calendarFile(event, options.timeZone, options.siteUrl, options.locale ?? DEFAULT_LOCALE),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

/** The event's calendar file in a registrant mail's language (its title and link in it). */
export const calendarAttachmentIn = (
  event: MailEvent,
  context: Pick<RegistrantMailContext, 'timeZone' | 'siteUrl'>,
  language: MailLanguage,
) =>
  eventIcsAttachment(event, { timeZone: context.timeZone, siteUrl: context.siteUrl, locale: language.code });
