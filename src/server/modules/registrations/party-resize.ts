import { conflict } from '../../lib/http-error';
import { placesLeftMessage } from './place-changes';
import { arrivedMessage, type EventPlaces, partyFits, placesLeft } from './places-repository';
import type { RegistrationRow } from './repository';

/**
 * Refuses a registered party's new size, whoever changes it (the registrant or an admin): 409 when it is smaller
 * than the people already arrived, or when a confirmed party would grow beyond the places left (the event's and
 * each ticket type's). `field` names the input the refusal points at.
 */
export function refuseUnfitParty(
  places: EventPlaces,
  current: RegistrationRow,
  party: Parameters<typeof partyFits>[1],
  field?: string,
): void {
  if (party.guestCount < current.checkedInPeople)
    throw conflict(arrivedMessage(current.checkedInPeople, 'smaller'), field);
  if (current.status === 'confirmed' && !partyFits(places, party, current))
    throw conflict(placesLeftMessage(placesLeft(places) ?? 0), field);
}
