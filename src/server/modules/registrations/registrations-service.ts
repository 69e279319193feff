import type { Db } from '../../db/client';
import { createRegistrationsAdminRepository } from './admin-repository';
import { lockPlaces as lockPlacesOf, recountConfirmed as recountConfirmedOf } from './places-repository';
import { createRegistrationsRepository } from './repository';

// What other features (events, series, walk-ups, reminders, reports) may use of registrations.
export { createPlaceChanges, type PlaceChanges, placesLeftMessage } from './place-changes';
export { hasAddress, type RegistrantRow, type RegistrationRow, type SignUp } from './repository';

/** Sign-ups and the registrants of an event, as other features that register people or mail them use them. */
export function registrationsService(db: Db) {
  const repository = createRegistrationsRepository(db);
  return {
    signUp: (...args: Parameters<typeof repository.signUp>) => repository.signUp(...args),
    signUpTogether: (...args: Parameters<typeof repository.signUpTogether>) =>
      repository.signUpTogether(...args),
    findByEventAndEmail: (eventId: string, email: string) => repository.findByEventAndEmail(eventId, email),
    /** Who to mail about a change to the event (cancelled registrations left out), in the caller's transaction. */
    contactsOf: (eventId: string, tx?: Db) => repository.contactsOf(eventId, tx),
    countsByEvent: () => repository.countsByEvent(),
  };
}

/**
 * Locks the events' rows for a change of their places (a cancel, a capacity change): sign-ups to them wait until
 * the transaction ends.
 */
export const lockPlaces = (tx: Db, eventIds: string[]) => lockPlacesOf(tx, eventIds);

/**
 * Stores the events' confirmed people, in all and per ticket type, as their registrations now hold them: after a
 * change that gave registrations tickets (an event's first ticket types), in its transaction, with the events locked.
 */
export const recountConfirmed = (tx: Db, eventIds: string[]) => recountConfirmedOf(tx, eventIds);

/** How many live registrations chose each activity option of the event (for the event's report). */
export const activityChoices = (db: Db, timeZone: string, eventId: string, removing: string[]) =>
  createRegistrationsAdminRepository(db, timeZone).activityChoices(eventId, removing);
