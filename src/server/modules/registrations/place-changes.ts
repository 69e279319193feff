import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { events, outboundEmails } from '../../db/schema';
import { coalesced } from '../../lib/coalesced';
import { notFound } from '../../lib/http-error';
import { registrationConfirmation } from '../../plugins/mail/messages/registration-confirmation';
import { EVENT_NOT_FOUND } from '../events/require-event';
import { createSettingsRepository } from '../settings/repository';
import { type EventPlaces, lockPlaces, promoteWaitlisted, recountConfirmed } from './places';

export const placesLeftMessage = (left: number) =>
  left === 0
    ? 'No places are left for this event'
    : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left for this event`;

/**
 * Changes to who holds an event's places, outside sign-up: each runs with the event's row locked, then confirms
 * the waiting parties that now fit (mailing each their ticket, in the same transaction), and lets public pages
 * show the new number of places left.
 */
export function createPlaceChanges(app: FastifyInstance) {
  const db = app.database.db;
  const settings = createSettingsRepository(db);
  const timeZone = app.config.siteTimezone;
  const refreshPublicPages = coalesced(
    async () => {
      if (app.hasDecorator('invalidatePublicCache')) await app.invalidatePublicCache();
    },
    (err) => app.log.error({ err }, 'could not refresh public pages after a change of places'),
  );

  return {
    /** Public pages show places left: call after sign-ups to an event with a capacity. */
    refreshPublicPages,

    /**
     * Runs `change` in a transaction holding the event's row, then promotes from the waitlist (all but
     * `keepWaiting`) and recounts. Throwing in `change` undoes it all.
     */
    async apply<T>(
      eventId: string,
      siteUrl: string,
      change: (tx: Db, places: EventPlaces) => Promise<T>,
      options: { keepWaiting?: string } = {},
    ): Promise<T> {
      const { groupName } = await settings.get();
      const outcome = await db.transaction(async (tx) => {
        const places = (await lockPlaces(tx, [eventId])).get(eventId);
        if (!places) throw notFound(EVENT_NOT_FOUND);
        const value = await change(tx, places);
        const promoted = await promoteWaitlisted(tx, eventId, options.keepWaiting ?? null);
        if (promoted.length > 0) {
          const [event] = await tx.select().from(events).where(eq(events.id, eventId));
          if (!event) throw notFound(EVENT_NOT_FOUND);
          const mails = promoted.map((registration) =>
            app.mail.prepare(
              registrationConfirmation({
                event,
                registration,
                manageUrl: null,
                promoted: true,
                siteUrl,
                groupName,
                timeZone,
              }),
            ),
          );
          await tx.insert(outboundEmails).values(
            mails.map((mail) => ({
              kind: mail.kind,
              recipients: mail.recipients,
              subject: mail.subject,
              message: mail.message,
            })),
          );
        }
        await recountConfirmed(tx, [eventId]);
        return { value, promoted: promoted.length };
      });
      if (outcome.promoted > 0) app.mail.deliverSoon();
      refreshPublicPages();
      return outcome.value;
    },
  };
}
export type PlaceChanges = ReturnType<typeof createPlaceChanges>;
