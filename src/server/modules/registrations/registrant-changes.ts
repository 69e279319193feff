import type { RegistrationRow } from './registration-row';

/** What a registrant may change through the manage link, in the words the registration's history uses. */
const FIELDS: [keyof RegistrationRow, string][] = [
  ['fullName', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['guestCount', 'party size'],
  ['tickets', 'tickets'],
  ['guests', "guests' names"],
  ['selectedActivities', 'activities'],
  ['activityResponses', 'activity responses'],
  ['answers', 'answers'],
  ['notes', 'note'],
];

/** The fields an update changed, as the history lists them ("name, party size"). */
export function changedFields(before: RegistrationRow, after: RegistrationRow): string[] {
  return FIELDS.filter(([field]) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).map(
    ([, words]) => words,
  );
}

/** Marks an audit entry as the registrant's own action (through the manage link), not an organiser's. */
export const BY_REGISTRANT = { by: 'registrant' } as const;
