import { randomUUID } from 'node:crypto';
import type { CreatedRegistration, registrationInputSchema } from '@shared/schemas/registrations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { type ContentChanges, keptUntilContentChanges } from '../../lib/kept-until-content-changes';
import { registrationToApi } from '../../lib/to-api';
import type { Mailer } from '../../plugins/mail/mailer';
import { takeAcknowledgementFor } from '../../plugins/mail/pending-acknowledgement';
import { eventsReader } from '../events/events-service';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND,
  requireEvent,
  requireEventAhead,
} from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import type { IdempotentRequest, RegistrationIdempotency } from './idempotency';
import { hashManageToken, manageUrlFor, newManageToken } from './manage-token';
import { SIGN_UP_RECIPE, signUpMail, signUpMailMaker } from './messages/sign-up-mail';
import { newRegistrationRow } from './new-registration-row';
import { placesLeftMessage } from './place-changes';
import {
  ALREADY_REGISTERED_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  TICKET_TYPES_CHANGED_MESSAGE,
} from './registration-messages';
import { createRegistrationsRepository, type RegistrantRow } from './repository';
import { emailAllowanceRefusal, eventAttempt, signUpLimits, TOO_MANY_FOR_EVENT } from './sign-up-limits';
import { rowValues } from './sign-up-values';
import { newTicketCode } from './ticket-code';

// A visitor's sign-up from the site (docs/product-rules.md, "Registering"). The network address's limit and the
// honeypot stay with the route; the route reads the request (its Idempotency-Key, its source, the site's address).

export type SignUpInput = z.output<typeof registrationInputSchema>;

export type SignUpDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<
    Mailer,
    'prepare' | 'addRecipe' | 'deliverSoon' | 'takeAcknowledgement' | 'giveBackAcknowledgement'
  >;
  idempotency: Pick<RegistrationIdempotency, 'earlierAnswer' | 'record' | 'afterRefusal'>;
  /** Public pages show places left: a sign-up to an event with a capacity changes them. */
  refreshPublicPages: () => void;
  /**
   * When the event and the group's name may have changed: they are kept until then (null: read for each round
   * trip). Whether registration is open, and the event's status, are read again where the sign-up is stored.
   */
  contentChanges: ContentChanges | null;
};

/** What the route read from the request for a sign-up. */
export type SignUpRequest = {
  idempotent: IdempotentRequest | null;
  source: string;
  siteUrl: string;
  /** Settles once the network address's count (started as the request arrived) is answered; rejects with its 429. */
  addressLimitPassed: () => Promise<void>;
};

/** The registration made (or made before, for a repeated request), or a 429 to answer with its Retry-After. */
export type SignUpOutcome =
  | { kind: 'created'; registration: CreatedRegistration }
  | { kind: 'too-many'; what: string; retryAfterSeconds: number };

/** The answer to a filled honeypot: like a success, with nothing stored and nothing sent. */
export function decoyRegistration(body: SignUpInput): CreatedRegistration {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    eventId: body.eventId,
    fullName: body.fullName,
    email: body.email,
    phone: body.phone || null,
    guestCount: body.guestCount ?? body.tickets?.reduce((sum, line) => sum + line.quantity, 0) ?? 1,
    selectedActivities: [],
    activityResponses: [],
    notes: null,
    tickets: [],
    guests: [],
    answers: [],
    status: 'confirmed',
    waitlistPosition: null,
    ticketCode: newTicketCode(),
    createdAt: now,
    updatedAt: now,
    manageToken: newManageToken(),
  };
}

/**
 * Sign-ups for one plugin instance: they arrive in bursts for one event and share these reads (the unique index
 * still decides duplicates).
 */
export function signUpService({
  db,
  timeZone,
  mail,
  idempotency,
  refreshPublicPages,
  contentChanges,
}: SignUpDeps) {
  const repo = createRegistrationsRepository(db);
  const eventsRepo = eventsReader(db, timeZone);
  const settings = siteSettingsReader(db);
  const signUps = signUpLimits(db);
  mail.addRecipe(SIGN_UP_RECIPE, signUpMailMaker(db, timeZone));
  const eventForSignUp = keptUntilContentChanges(
    (slugOrId) => eventsRepo.findPublished(slugOrId),
    contentChanges,
    (event) => event !== null,
  );
  const groupNameForSignUp = keptUntilContentChanges(
    async () => (await settings.get()).groupName,
    contentChanges,
  );

  return async function signUp(body: SignUpInput, request: SignUpRequest): Promise<SignUpOutcome> {
    const { idempotent } = request;
    // Every read and count the decision needs goes out at once (each joins the burst's batch of its kind), so
    // a sign-up waits for one round of them and then for its store, not for each in turn. The checks are then
    // answered in order: the network address's limit, a repeated request, the event, the email's allowance.
    // The confirmation is an acknowledgement to a typed address (held beyond its hourly limit: no spam relay),
    // given back if the sign-up stores no mail.
    const earlierAnswer = idempotent ? idempotency.earlierAnswer(idempotent) : Promise.resolve(null);
    const lookedUp = Promise.all([eventForSignUp(body.eventId), groupNameForSignUp()]);
    const recent = signUps.recentOf(body.email);
    const acknowledgement = takeAcknowledgementFor(mail, body.email);
    // Each is awaited below or dropped with the request; none may reject unhandled meanwhile.
    for (const pending of [earlierAnswer, lookedUp, recent]) pending.catch(() => undefined);
    const checked = async () => {
      await request.addressLimitPassed();
      const earlier = await earlierAnswer;
      if (earlier) return { kind: 'earlier', earlier } as const;
      const [found, groupName] = await lookedUp;
      const event = requireEventAhead(requireEvent(found), timeZone);
      if (!event.registrationOpen) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
      const values = rowValues(event, body);
      const refused = emailAllowanceRefusal(await recent);
      if (refused) return { kind: 'too-many', refused } as const;
      return { kind: 'new', event, values, groupName } as const;
    };
    const decided = await checked().catch(async (err: unknown) => {
      await acknowledgement.giveBack();
      throw err;
    });
    if (decided.kind === 'too-many') {
      await acknowledgement.giveBack();
      return { kind: 'too-many', ...decided.refused };
    }
    // A repeat of an answered request (double tap, retry after a lost answer) gets that answer again.
    if (decided.kind === 'earlier') {
      await acknowledgement.giveBack();
      return { kind: 'created', registration: decided.earlier };
    }
    const { event, values, groupName } = decided;
    const held = !(await acknowledgement.allowed);
    const manageToken = newManageToken();
    const row: RegistrantRow = newRegistrationRow(event.id, values, {
      source: request.source,
      language: body.language,
      manageTokenHash: hashManageToken(manageToken),
      now: new Date(),
    });
    const { siteUrl } = request;
    const mailInput = {
      event,
      registration: row,
      registrationId: row.id,
      manageUrl: manageUrlFor(siteUrl, event.slug, row.id, manageToken),
      siteUrl,
      groupName,
    };
    const outcome = await repo
      .signUp({
        row,
        confirmedMail: mail.prepare(signUpMail({ ...mailInput, waitlistPosition: null }), { held }),
        waitlistedMail: (waitlistPosition) =>
          mail.prepare(signUpMail({ ...mailInput, waitlistPosition }), { held }),
        idempotency: idempotent ? idempotency.record(idempotent, manageToken) : undefined,
        attempt: eventAttempt(event.id),
        onlyWhileOpen: true,
      })
      .catch(async (err: unknown) => {
        await acknowledgement.giveBack();
        throw err;
      });
    if (outcome.status !== 'confirmed' && outcome.status !== 'waitlisted') await acknowledgement.giveBack();
    // Refused because a simultaneous request with the same key came first: answered with its answer.
    if (outcome.status === 'duplicate' || outcome.status === 'key-used') {
      const registration = await idempotency.afterRefusal(idempotent, conflict(ALREADY_REGISTERED_MESSAGE));
      return { kind: 'created', registration };
    }
    if (outcome.status === 'no-event') throw notFound(EVENT_NOT_FOUND);
    if (outcome.status === 'busy')
      return { kind: 'too-many', what: TOO_MANY_FOR_EVENT, retryAfterSeconds: outcome.retryAfterSeconds };
    if (outcome.status === 'cancelled') throw forbidden(EVENT_CANCELLED_MESSAGE);
    if (outcome.status === 'closed') throw forbidden(REGISTRATION_CLOSED_MESSAGE);
    if (outcome.status === 'types-changed') throw conflict(TICKET_TYPES_CHANGED_MESSAGE, 'tickets');
    // Only a walk-up asks to be refused rather than waitlisted; never a sign-up from the site.
    if (outcome.status === 'full') throw conflict(placesLeftMessage(outcome.placesLeft));
    mail.deliverSoon();
    if (event.capacity !== null) refreshPublicPages();
    const stored = { ...row, status: outcome.status };
    const position = outcome.status === 'waitlisted' ? outcome.waitlistPosition : null;
    return { kind: 'created', registration: { ...registrationToApi(stored, position), manageToken } };
  };
}
