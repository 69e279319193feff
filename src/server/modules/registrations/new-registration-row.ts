import { randomUUID } from 'node:crypto';
import type { Locale } from '@shared/i18n/locales';
import type { RegistrationRow } from './registration-row';
import { newTicketCode } from './ticket-code';

/** What the registrant's party is, as stored: who, how many, and what they chose and answered. */
export type RegistrantValues = Pick<
  RegistrationRow,
  | 'fullName'
  | 'email'
  | 'phone'
  | 'guestCount'
  | 'notes'
  | 'selectedActivities'
  | 'selectedActivityNames'
  | 'activityResponses'
  | 'tickets'
  | 'guests'
  | 'answers'
>;

/** A party that chose nothing: no phone, notes, activities, tickets, named guests or answers. */
export function bareParty<E extends string | null>(fullName: string, email: E, guestCount: number) {
  return {
    fullName,
    email,
    phone: null,
    guestCount,
    notes: null,
    selectedActivities: [],
    selectedActivityNames: {},
    activityResponses: [],
    tickets: [],
    guests: [],
    answers: [],
  } satisfies RegistrantValues;
}

/** Where a new registration came from, and what it starts with besides the party. */
export type NewRegistrationFacts = {
  source: string | null;
  /** Every mail to the registrant is in it (docs/i18n.md). */
  language: Locale;
  manageTokenHash: string | null;
  now: Date;
  /** Set when no reminder is to be sent. */
  reminderSentAt?: Date | null;
};

/**
 * A registration's row before it is stored, for every way of registering (the site's form, a series' dates, a
 * walk-up at the door): confirmed until the store decides a waitlist, a fresh ticket code, nobody checked in.
 */
export function newRegistrationRow<V extends RegistrantValues>(
  eventId: string,
  values: V,
  { source, language, manageTokenHash, now, reminderSentAt = null }: NewRegistrationFacts,
): RegistrationRow & V {
  return {
    id: randomUUID(),
    eventId,
    ...values,
    adminComment: null,
    manageTokenHash,
    status: 'confirmed',
    waitlistOrder: null,
    ticketCode: newTicketCode(),
    reminderSentAt,
    checkedInPeople: 0,
    source,
    language,
    createdAt: now,
    updatedAt: now,
  };
}
