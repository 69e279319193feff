import { randomUUID } from 'node:crypto';
import type { Locale } from '@shared/i18n/locales';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import type { Mailer } from '../../plugins/mail/mailer';
import {
  type AcknowledgementCount,
  takeAcknowledgementFor,
} from '../../plugins/mail/pending-acknowledgement';
import type { EventRow } from '../events/event-row';
import { eventsReader } from '../events/events-service';
import { requireEvent, requireEventAhead } from '../events/require-event';
import { hashManageToken, manageTokenMatches, newManageToken } from '../registrations/manage-token';
import {
  EMAIL_WINDOW_MS,
  emailAllowanceRefusal,
  REGISTRATIONS_PER_EMAIL,
  type SignUpRefusal,
  signUpLimits,
} from '../registrations/sign-up-limits';
import { siteSettingsReader } from '../settings/site-settings';
import { volunteerConfirmation } from './messages/volunteer-confirmation';
import { type CountedShift, createVolunteersRepository, type VolunteerRow } from './repository';
import { refusalMessage, volunteerManageUrl } from './shift-api';

// A volunteer's own actions, without an account (docs/product-rules.md, "Volunteers"): signing up for shifts, and
// the manage link's adding and dropping of shifts. The network address's limit and the honeypot stay with the routes.

export const ALREADY_VOLUNTEERING_MESSAGE =
  'This email address has already signed up to volunteer for this event: use the link in your confirmation mail to add shifts';
export const VOLUNTEER_NOT_FOUND_MESSAGE = 'Volunteer not found';
export const BAD_VOLUNTEER_TOKEN_MESSAGE =
  'These shifts can only be changed with the link from your confirmation mail';
export const NOT_ON_SHIFT_MESSAGE = 'You are not down for this shift';

export type VolunteerDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon' | 'takeAcknowledgement' | 'giveBackAcknowledgement'>;
  /** The public shift list shows spots left: a change lets the cached pages and answers show the new numbers. */
  refreshPublicPages: () => void;
};

export type VolunteerInput = {
  fullName: string;
  /** Lower-cased already. */
  email: string;
  phone: string;
  notes?: string | null;
  shiftIds: string[];
  /** The language of the page the sign-up was made on: the volunteer's mails are in it. */
  language: Locale;
};

/** The published event a volunteer signs up for or changes shifts of, refused (403) once it is over or cancelled. */
export async function eventOpenToVolunteers(db: Db, timeZone: string, eventId: string): Promise<EventRow> {
  return requireEventAhead(requireEvent(await eventsReader(db, timeZone).findPublished(eventId)), timeZone);
}

/** A sign-up made, or refused for a limit (a 429 with its Retry-After). */
export type VolunteerSignUpOutcome =
  | { kind: 'created'; row: VolunteerRow; manageToken: string; shifts: CountedShift[] }
  | ({ kind: 'too-many' } & SignUpRefusal);

/**
 * A volunteer's sign-up from the site: refused (404, 403) for an event not open to volunteers, then counted against
 * the registrations' limits (the event's attempts, the address's live sign-ups, and its volunteer sign-ups within
 * the hour). The confirmation is an acknowledgement to a typed address: held beyond its hourly limit (no spam
 * relay), and given back when nothing is stored.
 */
export async function volunteerSignUp(
  deps: VolunteerDeps,
  input: VolunteerInput & { eventId: string },
  siteUrl: string,
): Promise<VolunteerSignUpOutcome> {
  const { db, timeZone, mail } = deps;
  const event = await eventOpenToVolunteers(db, timeZone, input.eventId);
  const email = input.email.toLowerCase();
  const acknowledgement = takeAcknowledgementFor(mail, email);
  const refused = await limitRefusal(db, event.id, email).catch(async (err: unknown) => {
    await acknowledgement.giveBack();
    throw err;
  });
  if (refused) {
    await acknowledgement.giveBack();
    return { kind: 'too-many', ...refused };
  }
  return {
    kind: 'created',
    ...(await signUpVolunteer(deps, event, { ...input, email }, acknowledgement, siteUrl)),
  };
}

/** The registrations' limits, then the same allowance of live sign-ups per address, on volunteers' own sign-ups. */
async function limitRefusal(db: Db, eventId: string, email: string): Promise<SignUpRefusal | null> {
  const refused = await signUpLimits(db).refusal(eventId, email);
  if (refused) return refused;
  const recent = await createVolunteersRepository(db).recentSignUps(
    email,
    EMAIL_WINDOW_MS,
    REGISTRATIONS_PER_EMAIL,
  );
  return emailAllowanceRefusal(recent);
}

/**
 * Signs a volunteer up for shifts and stores their confirmation with the sign-up (held when the address's hourly
 * acknowledgement allowance is spent). The acknowledgement taken for it is given back when nothing is stored. 409
 * when the address already volunteers for the event; the shifts' refusal otherwise.
 */
export async function signUpVolunteer(
  { db, timeZone, mail, refreshPublicPages }: VolunteerDeps,
  event: EventRow,
  input: VolunteerInput,
  acknowledgement: AcknowledgementCount,
  siteUrl: string,
): Promise<{ row: VolunteerRow; manageToken: string; shifts: CountedShift[] }> {
  const held = !(await acknowledgement.allowed);
  const manageToken = newManageToken();
  const now = new Date();
  const row: VolunteerRow = {
    id: randomUUID(),
    eventId: event.id,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    notes: input.notes || null,
    manageTokenHash: hashManageToken(manageToken),
    language: input.language,
    createdAt: now,
    updatedAt: now,
  };
  const { groupName } = await siteSettingsReader(db).get();
  const outcome = await createVolunteersRepository(db)
    .signUp({
      row,
      shiftIds: input.shiftIds,
      now,
      mail: (shifts) =>
        mail.prepare(
          volunteerConfirmation({
            event,
            volunteer: row,
            shifts,
            manageUrl: volunteerManageUrl(siteUrl, event.slug, row.id, manageToken),
            siteUrl,
            groupName,
            timeZone,
          }),
          { held },
        ),
    })
    .catch(async (err: unknown) => {
      await acknowledgement.giveBack();
      throw err;
    });
  if (outcome.status !== 'stored') {
    await acknowledgement.giveBack();
    if (outcome.status === 'duplicate') throw conflict(ALREADY_VOLUNTEERING_MESSAGE);
    throw refusalMessage(outcome, timeZone);
  }
  mail.deliverSoon();
  refreshPublicPages();
  return { row, manageToken, shifts: outcome.shifts };
}

/** The volunteer, if `token` is their manage token; 404 for an unknown id, 403 for a wrong token. */
export async function authorisedVolunteer(
  db: Db,
  id: string,
  token: string | undefined,
): Promise<VolunteerRow> {
  const row = isUuid(id) ? await createVolunteersRepository(db).findVolunteer(id) : null;
  if (!row) throw notFound(VOLUNTEER_NOT_FOUND_MESSAGE);
  if (!manageTokenMatches(token, row.manageTokenHash)) throw forbidden(BAD_VOLUNTEER_TOKEN_MESSAGE);
  return row;
}

/** Adds shifts to a volunteer's, mailing them the added ones. */
export async function addVolunteerShifts(
  { db, timeZone, mail, refreshPublicPages }: VolunteerDeps,
  volunteer: VolunteerRow,
  shiftIds: string[],
  siteUrl: string,
): Promise<void> {
  const event = await eventOpenToVolunteers(db, timeZone, volunteer.eventId);
  const { groupName } = await siteSettingsReader(db).get();
  const outcome = await createVolunteersRepository(db).addShifts(
    volunteer.id,
    shiftIds,
    new Date(),
    (row, added) =>
      mail.prepare(
        volunteerConfirmation({
          event,
          volunteer: row,
          shifts: added,
          manageUrl: null,
          added: true,
          siteUrl,
          groupName,
          timeZone,
        }),
      ),
  );
  if (!outcome) throw notFound(VOLUNTEER_NOT_FOUND_MESSAGE);
  if (outcome.status !== 'stored') throw refusalMessage(outcome, timeZone);
  if (outcome.added.length > 0) {
    mail.deliverSoon();
    refreshPublicPages();
  }
}

/** Takes a volunteer off one of their shifts; 404 when they are not on it. */
export async function dropVolunteerShift(
  { db, refreshPublicPages }: VolunteerDeps,
  volunteer: VolunteerRow,
  shiftId: string,
): Promise<void> {
  if (!(await createVolunteersRepository(db).dropShift(volunteer.id, shiftId)))
    throw notFound(NOT_ON_SHIFT_MESSAGE);
  refreshPublicPages();
}
