import { formatLongDate } from '@shared/dates';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import type { Mailer } from '../../plugins/mail/mailer';
import type { EventRow } from '../events/event-row';
import { EVENT_CANCELLED_MESSAGE, EVENT_NOT_FOUND, requireEventAhead } from '../events/require-event';
import { hashManageToken, manageUrlFor, newManageToken } from '../registrations/manage-token';
import { REGISTRATION_CLOSED_MESSAGE } from '../registrations/registration-messages';
import {
  type RegistrantRow,
  registrationsService,
  type SignUp,
} from '../registrations/registrations-service';
import { siteSettingsReader } from '../settings/site-settings';
import { type SeriesSignUpDate, seriesRegistrationMessage } from './messages/series-registration';
import type { SeriesRow } from './recurrence';
import { createSeriesRepository } from './repository';

// One person signing up for several dates of a series at once, with one mail holding every ticket. The rate
// limits, the honeypot and the address's acknowledgement allowance stay with the route.

export const NOT_THIS_SERIES_MESSAGE = 'One or more of the chosen dates are not dates of this series';
export const alreadyRegisteredFor = (day: string) => `This email address is already registered for ${day}`;

/**
 * The chosen dates of the series, in date order: 400 (naming eventIds) for one that is not a published date of
 * it, 403 naming the day for one that is over, cancelled or not taking registrations.
 */
export async function chosenSeriesDates(
  db: Db,
  timeZone: string,
  series: SeriesRow,
  eventIds: string[],
): Promise<EventRow[]> {
  const ids = [...new Set(eventIds)];
  if (ids.some((id) => !isUuid(id))) throw badRequest(NOT_THIS_SERIES_MESSAGE, 'eventIds');
  const all = await createSeriesRepository(db, timeZone).datesOf(series.id, { publishedOnly: true });
  const byId = new Map(all.map((d) => [d.id, d] as const));
  const dates: EventRow[] = [];
  for (const id of ids) {
    const date = byId.get(id);
    if (!date) throw badRequest(NOT_THIS_SERIES_MESSAGE, 'eventIds');
    dates.push(date);
  }
  dates.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const date of dates) {
    try {
      requireEventAhead(date, timeZone);
      if (!date.registrationOpen) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
    } catch (err) {
      if (err instanceof HttpError)
        throw new HttpError(err.statusCode, `${formatLongDate(date.startsAt, timeZone)}: ${err.message}`);
      throw err;
    }
  }
  return dates;
}

/** 409 naming the day when the address already holds a live registration for one of the dates. */
export async function refuseAlreadyRegistered(
  db: Db,
  timeZone: string,
  dates: EventRow[],
  email: string,
): Promise<void> {
  const registrations = registrationsService(db);
  for (const date of dates) {
    const existing = await registrations.findByEventAndEmail(date.id, email);
    if (existing && existing.status !== 'cancelled')
      throw conflict(alreadyRegisteredFor(formatLongDate(date.startsAt, timeZone)));
  }
}

export type SeriesSignUpDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon' | 'giveBackAcknowledgement'>;
  /** Dates with a capacity show places left on public pages. */
  refreshPublicPages: () => void;
};

export type SeriesSignUp = {
  row: RegistrantRow;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
  manageToken: string;
};

/**
 * Stores the registration for every date together, with one confirmation listing them (`held` when the address's
 * hourly acknowledgement allowance is spent; given back when nothing is stored). Dates already full go on their
 * waitlist. Refused as a whole (403, 404, 409) when no date took it.
 */
export async function signUpForSeriesDates(
  { db, timeZone, mail, refreshPublicPages }: SeriesSignUpDeps,
  series: SeriesRow,
  dates: EventRow[],
  rows: RegistrantRow[],
  acknowledgement: { email: string; held: boolean },
  siteUrl: string,
): Promise<SeriesSignUp[]> {
  const { email, held } = acknowledgement;
  const { groupName } = await siteSettingsReader(db).get();
  const made = dates.map((date, i) => {
    const manageToken = newManageToken();
    const row: RegistrantRow = {
      ...(rows[i] as RegistrantRow),
      manageTokenHash: hashManageToken(manageToken),
    };
    const signUp: SignUp = { row, confirmedMail: null, waitlistedMail: () => null };
    return {
      date,
      row,
      manageToken,
      signUp,
      manageUrl: manageUrlFor(siteUrl, date.slug, row.id, manageToken),
    };
  });
  const outcomes = await registrationsService(db)
    .signUpTogether(
      made.map((m) => m.signUp),
      (results) => {
        const stored: SeriesSignUpDate[] = [];
        results.forEach((outcome, i) => {
          const m = made[i];
          if (!m) return;
          const base = { event: m.date, ticketCode: m.row.ticketCode, manageUrl: m.manageUrl };
          if (outcome.status === 'confirmed') stored.push({ ...base, status: 'confirmed' });
          if (outcome.status === 'waitlisted')
            stored.push({ ...base, status: 'waitlisted', waitlistPosition: outcome.waitlistPosition });
        });
        const first = made[0];
        if (stored.length === 0 || !first) return null;
        const t = series.template;
        return mail.prepare(
          seriesRegistrationMessage({
            title: t.title,
            venue: t.venue,
            address: t.address,
            registration: first.row,
            dates: stored,
            siteUrl,
            groupName,
            timeZone,
          }),
          { held },
        );
      },
    )
    .catch(async (err: unknown) => {
      if (!held) await mail.giveBackAcknowledgement(email);
      throw err;
    });
  const signedUp = outcomes.flatMap((outcome, i): SeriesSignUp[] => {
    const m = made[i];
    if (!m || (outcome.status !== 'confirmed' && outcome.status !== 'waitlisted')) return [];
    const waitlistPosition = outcome.status === 'waitlisted' ? outcome.waitlistPosition : null;
    return [
      {
        row: { ...m.row, status: outcome.status },
        status: outcome.status,
        waitlistPosition,
        manageToken: m.manageToken,
      },
    ];
  });
  if (signedUp.length === 0) {
    if (!held) await mail.giveBackAcknowledgement(email);
    const statuses = new Set(outcomes.map((o) => o.status));
    if (statuses.has('cancelled')) throw forbidden(EVENT_CANCELLED_MESSAGE);
    if (statuses.has('no-event')) throw notFound(EVENT_NOT_FOUND);
    const day = made[0]?.date ?? (dates[0] as EventRow);
    throw conflict(alreadyRegisteredFor(formatLongDate(day.startsAt, timeZone)));
  }
  mail.deliverSoon();
  if (dates.some((d) => d.capacity !== null)) refreshPublicPages();
  return signedUp;
}
