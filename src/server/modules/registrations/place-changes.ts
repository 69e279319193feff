import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { publicPagesRefresh } from '../../plugins/public-pages-refresh';
import type { EventRow } from '../events/event-row';
import { eventsReader } from '../events/events-service';
import { EVENT_NOT_FOUND } from '../events/require-event';
import { moduleDeps } from '../module-deps';
import { siteSettingsReader } from '../settings/site-settings';
import { registrationConfirmation } from './messages/registration-confirmation';
import { type EventPlaces, lockPlaces, promoteWaitlisted, recountConfirmed } from './places-repository';
import { hasAddress, type RegistrationRow } from './repository';

export const placesLeftMessage = (left: number) =>
  left === 0
    ? 'No places are left for this event'
    : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left for this event`;

export type PlaceChangesDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon'>;
  /** Lets cached public pages show the new number of places left. */
  refreshPublicPages: () => void;
};

/** createPlaceChanges for a route plugin: the app's database, mailer and public cache. */
export const createPlaceChanges = (app: FastifyInstance) =>
  placeChangesWith({
    ...moduleDeps(app),
    refreshPublicPages: publicPagesRefresh(app, 'a change of places'),
  });

/**
 * Changes to who holds an event's places, outside sign-up: each runs with the event's row locked, then confirms
 * the waiting parties that now fit (mailing each their ticket, in the same transaction), and lets public pages
 * show the new number of places left.
 */
export function placeChangesWith({ db, timeZone, mail, refreshPublicPages }: PlaceChangesDeps) {
  const settings = siteSettingsReader(db);
  const eventsRepo = eventsReader(db, timeZone);
  const outbox = createOutboundEmailsRepository(db);

  /**
   * Stores the ticket mails of parties just confirmed from the waitlist (by a freed place or by an admin), in the
   * transaction that confirmed them.
   */
  const mailTickets = async (
    tx: Db,
    event: EventRow,
    registrations: RegistrationRow[],
    siteUrl: string,
    groupName: string,
  ) => {
    // A walk-up without an address gets no mail.
    const mails = registrations.filter(hasAddress).map((registration) =>
      mail.prepare(
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
    await outbox.insertAll(mails, tx);
  };

  return {
    mailTickets,

    /** Public pages show places left: call after sign-ups to an event with a capacity. */
    refreshPublicPages,

    /**
     * Runs `change` in a transaction holding the event's row, then promotes from the waitlist (all but
     * `keepWaiting`), runs `afterPromotion` with the parties promoted, and recounts. Throwing in `change` or
     * `afterPromotion` undoes it all.
     */
    async apply<T>(
      eventId: string,
      siteUrl: string,
      change: (tx: Db, places: EventPlaces) => Promise<T>,
      options: {
        keepWaiting?: string;
        afterPromotion?: (tx: Db, value: T, promoted: RegistrationRow[]) => Promise<T>;
      } = {},
    ): Promise<T> {
      const { groupName } = await settings.get();
      const outcome = await db.transaction(async (tx) => {
        const places = (await lockPlaces(tx, [eventId])).get(eventId);
        if (!places) throw notFound(EVENT_NOT_FOUND);
        const changed = await change(tx, places);
        const promoted = await promoteWaitlisted(tx, eventId, options.keepWaiting ?? null);
        if (promoted.length > 0) {
          const event = await eventsRepo.findById(eventId, tx);
          if (!event) throw notFound(EVENT_NOT_FOUND);
          await mailTickets(tx, event, promoted, siteUrl, groupName);
        }
        const value = options.afterPromotion ? await options.afterPromotion(tx, changed, promoted) : changed;
        await recountConfirmed(tx, [eventId]);
        return { value, promoted: promoted.length };
      });
      if (outcome.promoted > 0) mail.deliverSoon();
      refreshPublicPages();
      return outcome.value;
    },
  };
}
export type PlaceChanges = ReturnType<typeof placeChangesWith>;
