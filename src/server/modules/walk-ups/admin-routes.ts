import { randomUUID } from 'node:crypto';
import { checkInPartySchema } from '@shared/schemas/check-ins';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import { walkUpInputSchema } from '@shared/schemas/walk-ups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { registrationConfirmation } from '../../plugins/mail/messages/registration-confirmation';
import { auditCreated } from '../audit/repository';
import { createEventsRepository } from '../events/repository';
import { EVENT_NOT_FOUND, requireEvent } from '../events/require-event';
import { hashManageToken, manageUrlFor, newManageToken } from '../registrations/manage-token';
import { createPlaceChanges, placesLeftMessage } from '../registrations/place-changes';
import { createRegistrationsRepository, type RegistrationRow } from '../registrations/repository';
import { ALREADY_REGISTERED_MESSAGE } from '../registrations/routes';
import { newTicketCode } from '../registrations/ticket-code';
import { createSettingsRepository } from '../settings/repository';

/**
 * A party that arrives without having registered, registered at the door by a volunteer: through the same
 * sign-up path as the site's (the event's row locked, its capacity counted, one live registration per address),
 * but refused rather than waitlisted when it does not fit, since it is standing at the door. The screen checks it
 * in next, with the ordinary check-in call.
 */
export const walkUpsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = createEventsRepository(db, timeZone);
  const registrationsRepo = createRegistrationsRepository(db);
  const settings = createSettingsRepository(db);
  const placeChanges = createPlaceChanges(app);

  app.post(
    '/events/:id/walk-ups',
    {
      config: { doorAccess: true },
      schema: {
        params: idParamSchema,
        body: walkUpInputSchema,
        response: { 201: checkInPartySchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = requireEvent(await eventsRepo.findBySlugOrId(request.params.id));
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
        notes: null,
        adminComment: null,
        manageTokenHash: manageToken ? hashManageToken(manageToken) : null,
        status: 'confirmed',
        waitlistOrder: null,
        ticketCode: newTicketCode(),
        // At the door, the event is now: no reminder is due.
        reminderSentAt: now,
        checkedInPeople: 0,
        createdAt: now,
        updatedAt: now,
      };
      const siteUrl = siteUrlOf(request);
      const confirmedMail =
        row.email && manageToken
          ? app.mail.prepare(
              registrationConfirmation({
                event,
                registration: { ...row, email: row.email },
                manageUrl: manageUrlFor(siteUrl, event.slug, row.id, manageToken),
                siteUrl,
                groupName: (await settings.get()).groupName,
                timeZone,
              }),
            )
          : null;
      const outcome = await registrationsRepo.signUp({
        row,
        confirmedMail,
        waitlistedMail: () => null,
        whenFull: 'refuse',
      });
      if (outcome.status === 'duplicate') throw conflict(ALREADY_REGISTERED_MESSAGE);
      if (outcome.status === 'no-event') throw notFound(EVENT_NOT_FOUND);
      if (outcome.status === 'full') throw conflict(placesLeftMessage(outcome.placesLeft));
      if (confirmedMail) app.mail.deliverSoon();
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
