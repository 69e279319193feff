import { randomUUID } from 'node:crypto';
import { checkInPartySchema } from '@shared/schemas/check-ins';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import { walkUpInputSchema } from '@shared/schemas/walk-ups';
import { WALK_UP_SOURCE } from '@shared/source-tags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/public-write-limit';
import { createRateLimiter } from '../../lib/rate-limiter';
import { siteUrlOf } from '../../lib/site-url';
import { adminUser } from '../../plugins/admin-guard';
import { registrationConfirmation } from '../../plugins/mail/messages/registration-confirmation';
import { auditCreated } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND,
  EVENT_NOT_PUBLISHED_MESSAGE,
  requireEvent,
  requireEventAhead,
} from '../events/require-event';
import { hashManageToken, manageUrlFor, newManageToken } from '../registrations/manage-token';
import { createPlaceChanges, placesLeftMessage } from '../registrations/place-changes';
import { type RegistrationRow, registrationsService } from '../registrations/registrations-service';
import { ALREADY_REGISTERED_MESSAGE } from '../registrations/routes';
import { newTicketCode } from '../registrations/ticket-code';
import { siteSettingsReader } from '../settings/site-settings';

/**
 * Walk-ups one account may register per window: a party every six seconds for ten minutes, more than the
 * volunteers of one account type in at a busy door, while a stolen door session cannot churn out registrations
 * (and ticket mails).
 */
export const WALK_UPS_PER_ACCOUNT = 100;
export const WALK_UP_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_WALK_UPS = 'Too many walk-ups from this account.';

/**
 * A party that arrives without having registered, registered at the door by a volunteer: through the same
 * sign-up path as the site's (the event's row locked, its capacity counted, one live registration per address),
 * but refused rather than waitlisted when it does not fit, since it is standing at the door. The screen checks it
 * in next, with the ordinary check-in call. Like a sign-up it is refused for a draft, a cancelled event and one
 * that has ended, and its ticket mail counts toward the address's acknowledgement limit.
 */
export const walkUpsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = eventsReader(db, timeZone);
  const registrationsRepo = registrationsService(db);
  const settings = siteSettingsReader(db);
  const placeChanges = createPlaceChanges(app);
  const limiter = createRateLimiter(db);

  app.post(
    '/events/:id/walk-ups',
    {
      config: { doorAccess: true },
      schema: {
        params: idParamSchema,
        body: walkUpInputSchema,
        response: {
          201: checkInPartySchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const perAccount = await limiter.hit(
        `walk-ups:user:${adminUser(request).id}`,
        WALK_UPS_PER_ACCOUNT,
        WALK_UP_WINDOW_MS,
      );
      if (!perAccount.allowed) throw tooManyRequests(reply, TOO_MANY_WALK_UPS, perAccount.retryAfterSeconds);
      const event = requireEventAhead(
        requireEvent(await eventsRepo.findBySlugOrId(request.params.id)),
        timeZone,
      );
      // The door list offers drafts too, but nobody may register for one.
      if (!event.published) throw forbidden(EVENT_NOT_PUBLISHED_MESSAGE);
      const { fullName, guestCount, email } = request.body;
      const now = new Date();
      // With an address, the party gets its ticket and manage link by mail, like any registrant.
      const manageToken = email ? newManageToken() : null;
      const row: RegistrationRow = {
        id: randomUUID(),
        eventId: event.id,
        fullName,
        email: email?.toLowerCase() ?? null,
        phone: null,
        guestCount,
        selectedActivities: [],
        selectedActivityNames: {},
        activityResponses: [],
        tickets: [],
        guests: [],
        answers: [],
        notes: null,
        adminComment: null,
        manageTokenHash: manageToken ? hashManageToken(manageToken) : null,
        status: 'confirmed',
        waitlistOrder: null,
        ticketCode: newTicketCode(),
        // At the door, the event is now: no reminder is due.
        reminderSentAt: now,
        checkedInPeople: 0,
        source: WALK_UP_SOURCE,
        createdAt: now,
        updatedAt: now,
      };
      const siteUrl = siteUrlOf(request);
      // The ticket mail goes to a typed address, as a sign-up's confirmation does: held beyond that address's
      // hourly limit of acknowledgements, and the one taken given back when nothing is stored.
      const address = row.email;
      const held = address !== null && !(await app.mail.takeAcknowledgement(address));
      const giveBack = async () => {
        if (address !== null && !held) await app.mail.giveBackAcknowledgement(address);
      };
      const confirmedMail =
        address && manageToken
          ? app.mail.prepare(
              registrationConfirmation({
                event,
                registration: { ...row, email: address },
                manageUrl: manageUrlFor(siteUrl, event.slug, row.id, manageToken),
                siteUrl,
                groupName: (await settings.get()).groupName,
                timeZone,
              }),
              { held },
            )
          : null;
      const outcome = await registrationsRepo
        .signUp({ row, confirmedMail, waitlistedMail: () => null, whenFull: 'refuse' })
        .catch(async (err: unknown) => {
          await giveBack();
          throw err;
        });
      if (outcome.status !== 'confirmed') await giveBack();
      if (outcome.status === 'duplicate') throw conflict(ALREADY_REGISTERED_MESSAGE);
      if (outcome.status === 'no-event') throw notFound(EVENT_NOT_FOUND);
      if (outcome.status === 'cancelled') throw forbidden(EVENT_CANCELLED_MESSAGE);
      if (outcome.status === 'full') throw conflict(placesLeftMessage(outcome.placesLeft));
      if (confirmedMail && !held) app.mail.deliverSoon();
      if (event.capacity !== null) placeChanges.refreshPublicPages();
      await auditCreated(db, request, 'registration', row.id, {
        eventId: event.id,
        walkUp: true,
        guestCount,
        withEmail: row.email !== null,
      });
      const party = {
        registrationId: row.id,
        fullName: row.fullName,
        guestCount: row.guestCount,
        status: 'confirmed' as const,
        checkedIn: 0,
      };
      // Other doors learn of the new party at once (its check-in follows).
      app.checkInFeed.publish(event.id, party).catch((err: unknown) => {
        request.log.warn({ err, eventId: event.id }, 'walk-up not published to live screens');
      });
      return reply.code(201).send({ ...party, ticketCode: row.ticketCode });
    },
  );
};
