import { randomUUID } from 'node:crypto';
import { apiErrorSchema, idParamSchema, publicWriteErrorSchemas } from '@shared/schemas/common';
import {
  createdRegistrationSchema,
  MANAGE_TOKEN_HEADER,
  manageLinkRequestSchema,
  registrationInputSchema,
  registrationSchema,
  registrationUpdateSchema,
} from '@shared/schemas/registrations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { deferredPublicWriteLimit, publicWriteLimit, tooManyRequests } from '../../lib/public-write-limit';
import { createRateLimiter } from '../../lib/rate-limiter';
import { singleFlight } from '../../lib/single-flight';
import { siteUrlOf } from '../../lib/site-url';
import { registrationToApi } from '../../lib/to-api';
import { isUuid } from '../../lib/uuid';
import type { MailMessage, PreparedMail } from '../../plugins/mail/mail-message';
import { samePartyOnTicket } from '../../plugins/mail/messages/event-details';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { recordAudit } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND,
  requireEvent,
  requireEventAhead,
} from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { registrationIdempotency } from './idempotency';
import {
  hashManageToken,
  MANAGE_LINKS_LIVE,
  manageTokenMatches,
  manageUrlFor,
  newManageToken,
} from './manage-token';
import { manageLinkMessage } from './messages/manage-link';
import { partyChangedMessage, registrationCancelledMessage } from './messages/registration-changes';
import { registrationConfirmation } from './messages/registration-confirmation';
import { waitlistConfirmation } from './messages/waitlist-confirmation';
import { createPlaceChanges, placesLeftMessage } from './place-changes';
import {
  arrivedMessage,
  lockRegistration,
  partyFits,
  placesLeft,
  setStatus,
  waitlistPosition,
} from './places-repository';
import { BY_REGISTRANT, changedFields } from './registrant-changes';
import {
  ALREADY_REGISTERED_MESSAGE,
  BAD_MANAGE_TOKEN_MESSAGE,
  CANCELLED_MESSAGE,
  OTHER_EMAIL_MESSAGE,
  OTHER_EVENT_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
  TICKET_TYPES_CHANGED_MESSAGE,
} from './registration-messages';
import {
  createRegistrationsRepository,
  hasAddress,
  type RegistrantRow,
  type RegistrationRow,
} from './repository';
import {
  eventAttempt,
  REGISTRATION_WINDOW_MS,
  REGISTRATIONS_PER_ADDRESS,
  refuseBeyondEmailAllowance,
  signUpLimits,
  TOO_MANY_FOR_EVENT,
} from './sign-up-limits';
import { signUpSource } from './sign-up-source';
import { rowValues } from './sign-up-values';
import { newTicketCode } from './ticket-code';

/** Manage-link mails per address and event per hour: the endpoint must not become a way to flood an inbox. */
const MANAGE_LINK_MAILS_PER_HOUR = 3;

export { MANAGE_LINKS_LIVE };

/** A registration as an update left it, and its party's size before. */
type PartyChange = { previous: RegistrationRow; updated: RegistrationRow };

export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createRegistrationsRepository(db);
  const eventsRepo = eventsReader(db, app.config.siteTimezone);
  const settings = siteSettingsReader(db);
  const limiter = createRateLimiter(db);
  const signUps = signUpLimits(db);
  const perAddress = deferredPublicWriteLimit(
    db,
    'registrations',
    REGISTRATIONS_PER_ADDRESS,
    REGISTRATION_WINDOW_MS,
  );
  const timeZone = app.config.siteTimezone;
  const placeChanges = createPlaceChanges(app);
  const idempotency = registrationIdempotency(app);
  // Updates and cancellations share one per-address budget.
  const updateLimit = publicWriteLimit(
    db,
    'registration-updates',
    REGISTRATIONS_PER_ADDRESS,
    REGISTRATION_WINDOW_MS,
  );
  const withPosition = async (row: RegistrationRow) =>
    registrationToApi(row, await waitlistPosition(db, row));

  // Sign-ups arrive in bursts for one event; they share these reads (the unique index still decides duplicates).
  const eventForSignUp = singleFlight((slugOrId) => eventsRepo.findPublished(slugOrId));
  const groupNameForSignUp = singleFlight(async () => (await settings.get()).groupName);

  /** The registration, if the request carries its manage token; 404 for an unknown id, 403 for a wrong token. */
  const authorised = async (request: FastifyRequest, id: string) => {
    const row = isUuid(id) ? await repo.findById(id) : null;
    if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    const header = request.headers[MANAGE_TOKEN_HEADER];
    const token = typeof header === 'string' && header ? header : undefined;
    const allowed =
      token !== undefined &&
      (manageTokenMatches(token, row.manageTokenHash) ||
        (await repo.hasManageTokenHash(row.id, hashManageToken(token))));
    if (!allowed) throw forbidden(BAD_MANAGE_TOKEN_MESSAGE);
    return row;
  };

  /** Mails a new manage link when the registration exists and its address is under its hourly mail limit. */
  const mailManageLink = async (
    { eventId, email }: { eventId: string; email: string },
    request: FastifyRequest,
  ) => {
    const event = await eventsRepo.findPublished(eventId);
    const row = event ? await repo.findByEventAndEmail(event.id, email) : null;
    if (!event || !row || !hasAddress(row)) return;
    const perAddress = await limiter.hit(
      `manage-link:email:${event.id}:${row.email.toLowerCase()}`,
      MANAGE_LINK_MAILS_PER_HOUR,
      3_600_000,
    );
    if (!perAddress.allowed) {
      request.log.warn({ registrationId: row.id }, 'manage-link mail limit reached; not sent');
      return;
    }
    // Only the token's digest is stored, so a link needs a new token; the registrant's other links keep working.
    const token = newManageToken();
    await repo.addManageTokenHash(row.id, hashManageToken(token), MANAGE_LINKS_LIVE);
    const { groupName } = await settings.get();
    await app.mail.send(
      manageLinkMessage({
        event,
        registration: row,
        manageUrl: manageUrlFor(siteUrlOf(request), event.slug, row.id, token),
        siteUrl: siteUrlOf(request),
        groupName,
        timeZone,
      }),
      { acknowledgement: true },
    );
  };

  /**
   * Runs a change made through the manage link whose mail to `address` is stored with it. The mail follows the
   * token holder's own action, so it counts as an acknowledgement (held beyond the address's hourly limit: changing
   * or cancelling a registration over and over cannot flood an inbox); the count is given back when the change
   * stores no mail. `address` null: no mail may be stored.
   */
  const withAcknowledgedMail = async <T>(
    address: string | null,
    change: (
      prepare: ((message: MailMessage) => PreparedMail) | null,
    ) => Promise<{ value: T; mailed: boolean }>,
  ): Promise<T> => {
    if (address === null) return (await change(null)).value;
    const allowed = await app.mail.takeAcknowledgement(address);
    const outcome = await change((message) => app.mail.prepare(message, { held: !allowed })).catch(
      async (err: unknown) => {
        if (allowed) await app.mail.giveBackAcknowledgement(address);
        throw err;
      },
    );
    if (allowed && !outcome.mailed) await app.mail.giveBackAcknowledgement(address);
    if (allowed && outcome.mailed) app.mail.deliverSoon();
    return outcome.value;
  };

  app.post(
    '/api/registrations',
    {
      onRequest: perAddress.onRequest,
      schema: {
        body: registrationInputSchema,
        response: {
          201: createdRegistrationSchema,
          ...publicWriteErrorSchemas,
          // An Idempotency-Key sent again with another body.
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.website) {
        await perAddress.passed(request);
        // Honeypot filled: answer like a success, store and send nothing.
        request.log.info('registration honeypot filled; dropped');
        const now = new Date().toISOString();
        return reply.code(201).send({
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
        });
      }
      // Every read and count the decision needs goes out at once (each joins the burst's batch of its kind), so
      // a sign-up waits for one round of them and then for its store, not for each in turn. The checks are then
      // answered in order: the network address's limit, a repeated request, the event, the email's allowance.
      // The confirmation is an acknowledgement to a typed address (held beyond its hourly limit: no spam relay),
      // given back if the sign-up stores no mail.
      const idempotent = idempotency.of(request, body);
      const earlierAnswer = idempotent ? idempotency.earlierAnswer(idempotent) : Promise.resolve(null);
      const lookedUp = Promise.all([eventForSignUp(body.eventId), groupNameForSignUp()]);
      const recent = signUps.recentOf(body.email);
      const acknowledgement = app.mail.takeAcknowledgement(body.email);
      // Each is awaited below or dropped with the request; none may reject unhandled meanwhile.
      for (const pending of [earlierAnswer, lookedUp, recent, acknowledgement])
        pending.catch(() => undefined);
      const checked = async () => {
        await perAddress.passed(request);
        const earlier = await earlierAnswer;
        if (earlier) return { kind: 'earlier', earlier } as const;
        const [found, groupName] = await lookedUp;
        const event = requireEventAhead(requireEvent(found), timeZone);
        if (!event.registrationOpen) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
        const values = rowValues(event, body);
        refuseBeyondEmailAllowance(reply, await recent);
        return { kind: 'new', event, values, groupName } as const;
      };
      const giveBackAcknowledgement = async () => {
        if (await acknowledgement.catch(() => false)) await app.mail.giveBackAcknowledgement(body.email);
      };
      const decided = await checked().catch(async (err: unknown) => {
        await giveBackAcknowledgement();
        throw err;
      });
      // A repeat of an answered request (double tap, retry after a lost answer) gets that answer again.
      if (decided.kind === 'earlier') {
        await giveBackAcknowledgement();
        return reply.code(201).send(decided.earlier);
      }
      const { event, values, groupName } = decided;
      const held = !(await acknowledgement);
      const manageToken = newManageToken();
      const now = new Date();
      const row: RegistrantRow = {
        id: randomUUID(),
        eventId: event.id,
        ...values,
        adminComment: null,
        manageTokenHash: hashManageToken(manageToken),
        status: 'confirmed',
        waitlistOrder: null,
        ticketCode: newTicketCode(),
        reminderSentAt: null,
        checkedInPeople: 0,
        source: signUpSource(body, request),
        createdAt: now,
        updatedAt: now,
      };
      const siteUrl = siteUrlOf(request);
      const mailInput = {
        event,
        registration: row,
        manageUrl: manageUrlFor(siteUrl, event.slug, row.id, manageToken),
        siteUrl,
        groupName,
        timeZone,
      };
      const outcome = await repo
        .signUp({
          row,
          confirmedMail: app.mail.prepare(registrationConfirmation(mailInput), { held }),
          waitlistedMail: (waitlistPosition) =>
            app.mail.prepare(waitlistConfirmation({ ...mailInput, waitlistPosition }), { held }),
          idempotency: idempotent ? idempotency.record(idempotent, manageToken) : undefined,
          attempt: eventAttempt(event.id),
        })
        .catch(async (err: unknown) => {
          if (!held) await app.mail.giveBackAcknowledgement(row.email);
          throw err;
        });
      if (!held && outcome.status !== 'confirmed' && outcome.status !== 'waitlisted')
        await app.mail.giveBackAcknowledgement(row.email);
      // Refused because a simultaneous request with the same key came first: answered with its answer.
      if (outcome.status === 'duplicate' || outcome.status === 'key-used')
        return reply
          .code(201)
          .send(await idempotency.afterRefusal(idempotent, conflict(ALREADY_REGISTERED_MESSAGE)));
      if (outcome.status === 'no-event') throw notFound(EVENT_NOT_FOUND);
      if (outcome.status === 'busy')
        throw tooManyRequests(reply, TOO_MANY_FOR_EVENT, outcome.retryAfterSeconds);
      if (outcome.status === 'cancelled') throw forbidden(EVENT_CANCELLED_MESSAGE);
      if (outcome.status === 'types-changed') throw conflict(TICKET_TYPES_CHANGED_MESSAGE, 'tickets');
      // Only a walk-up asks to be refused rather than waitlisted; never a sign-up from the site.
      if (outcome.status === 'full') throw conflict(placesLeftMessage(outcome.placesLeft));
      app.mail.deliverSoon();
      if (event.capacity !== null) placeChanges.refreshPublicPages();
      const stored = { ...row, status: outcome.status };
      const position = outcome.status === 'waitlisted' ? outcome.waitlistPosition : null;
      return reply.code(201).send({ ...registrationToApi(stored, position), manageToken });
    },
  );

  app.get(
    '/api/registrations/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 200: registrationSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await authorised(request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return withPosition(row);
    },
  );

  app.put(
    '/api/registrations/:id',
    {
      onRequest: updateLimit,
      schema: {
        params: idParamSchema,
        body: registrationUpdateSchema,
        response: {
          200: registrationSchema,
          ...publicWriteErrorSchemas,
        },
      },
    },
    async (request) => {
      const existing = await authorised(request, request.params.id);
      const body = request.body;
      const event = requireEvent(await eventsRepo.findPublished(existing.eventId));
      if (body.eventId && body.eventId !== event.id && body.eventId !== event.slug) {
        throw badRequest(OTHER_EVENT_MESSAGE, 'eventId');
      }
      // An update changes that person's registration only: on a shared device, another person's details typed
      // over the form must not replace it (they register anew).
      if (existing.email?.toLowerCase() !== body.email.toLowerCase())
        throw badRequest(OTHER_EMAIL_MESSAGE, 'email');
      requireEventAhead(event, timeZone);
      if (!event.registrationOpen) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
      if (body.website) return withPosition(existing);
      const values = rowValues(event, body);
      const siteUrl = siteUrlOf(request);
      // Another size, other tickets by type or other guests' names: the ticket reads differently.
      const partyChanged = !samePartyOnTicket(existing, values, event.ticketTypes);
      const groupName = partyChanged ? await groupNameForSignUp() : '';
      // A larger confirmed party needs the extra places free; a smaller one frees places for the waitlist. A
      // changed party gets its updated ticket (or, waiting, its party as it now is) by mail, stored with the change.
      await withAcknowledgedMail(partyChanged ? values.email : null, (prepare) =>
        placeChanges.apply(
          event.id,
          siteUrl,
          async (tx, places): Promise<{ value: PartyChange; mailed: boolean }> => {
            const current = await lockRegistration(tx, existing.id);
            if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
            if (current.status === 'cancelled') throw conflict(CANCELLED_MESSAGE);
            if (values.guestCount < current.checkedInPeople)
              throw conflict(arrivedMessage(current.checkedInPeople, 'smaller'));
            // A larger party (in all or of a type) needs the extra places free, the event's and the type's.
            if (current.status === 'confirmed' && !partyFits(places, values, current))
              throw conflict(placesLeftMessage(placesLeft(places) ?? 0));
            const updated = await repo.update(current.id, values, tx);
            if (updated === 'duplicate') throw conflict(ALREADY_REGISTERED_MESSAGE);
            if (!updated) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
            const changed = changedFields(current, updated);
            if (changed.length > 0)
              await recordAudit(
                db,
                null,
                {
                  action: 'update',
                  entity: 'registration',
                  entityId: current.id,
                  details: { ...BY_REGISTRANT, changed },
                },
                tx,
              );
            return { value: { previous: current, updated }, mailed: false };
          },
          {
            // After promotion: a waiting party that now fits was just mailed its ticket, with its new party.
            afterPromotion: async (tx, outcome, promoted) => {
              const { previous, updated } = outcome.value;
              if (!prepare || !hasAddress(updated) || samePartyOnTicket(previous, updated, event.ticketTypes))
                return outcome;
              if (promoted.some((row) => row.id === updated.id)) return outcome;
              const mail = partyChangedMessage({
                event,
                registration: updated,
                previousGuestCount: previous.guestCount,
                waitlistPosition: await waitlistPosition(tx, updated),
                siteUrl,
                groupName,
                timeZone,
              });
              await createOutboundEmailsRepository(tx).insert(prepare(mail));
              return { ...outcome, mailed: true };
            },
          },
        ),
      );
      const updated = await repo.findById(existing.id);
      if (!updated) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      return withPosition(updated);
    },
  );

  app.delete(
    '/api/registrations/:id',
    {
      onRequest: updateLimit,
      schema: {
        params: idParamSchema,
        response: {
          200: registrationSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const existing = await authorised(request, request.params.id);
      if (existing.status === 'cancelled') return registrationToApi(existing, null);
      const siteUrl = siteUrlOf(request);
      const groupName = await groupNameForSignUp();
      // The row stays, cancelled: its places go to the waitlist, and its registrant may register again. The
      // registrant is mailed a confirmation, stored with the change (a second cancel finds it done: no mail).
      const cancelled = await withAcknowledgedMail(existing.email, (prepare) =>
        placeChanges.apply(existing.eventId, siteUrl, async (tx) => {
          const current = await lockRegistration(tx, existing.id);
          if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
          if (current.status === 'cancelled') return { value: current, mailed: false };
          if (current.checkedInPeople > 0)
            throw conflict(arrivedMessage(current.checkedInPeople, 'cancelled'));
          const [row] = await setStatus(tx, [existing.id], 'cancelled');
          if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
          await recordAudit(
            db,
            null,
            { action: 'cancel', entity: 'registration', entityId: row.id, details: BY_REGISTRANT },
            tx,
          );
          const event = await eventsRepo.findById(row.eventId, tx);
          if (!prepare || !event || !hasAddress(row)) return { value: row, mailed: false };
          const mail = registrationCancelledMessage({
            event,
            registration: row,
            by: 'registrant',
            siteUrl,
            groupName,
            timeZone,
          });
          await createOutboundEmailsRepository(tx).insert(prepare(mail));
          return { value: row, mailed: true };
        }),
      );
      return registrationToApi(cancelled, null);
    },
  );

  app.post(
    '/api/registrations/manage-link',
    {
      onRequest: publicWriteLimit(db, 'manage-link'),
      schema: {
        body: manageLinkRequestSchema,
        response: { 202: z.object({ message: z.string() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The same answer whether or not such a registration exists: it must not reveal who registered.
      const answer = {
        message: 'If that address is registered for this event, a link to update it is on its way.',
      };
      const { eventId, email, website } = request.body;
      // Answered before the lookup, so how long it takes cannot tell whether the address is registered.
      if (!website) app.mail.queue(() => mailManageLink({ eventId, email }, request));
      return reply.code(202).send(answer);
    },
  );
};
