import type { registrationUpdateSchema } from '@shared/schemas/registrations';
import type { z } from 'zod';
import type { StoredActivityGroup, StoredActivityResponse } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { EventRow } from '../events/event-row';
import { activityNamesOf } from './activity-names';
import { UNKNOWN_ACTIVITY_MESSAGE, UNKNOWN_CATEGORY_MESSAGE } from './registration-messages';
import { signUpShape } from './sign-up-shape';

type FormFields = z.output<typeof registrationUpdateSchema>;

/**
 * Checks the chosen activities against what the event offers, and keeps only non-empty responses (one per
 * category), so the stored row never names an option the event does not have.
 */
function activityChoices(groups: StoredActivityGroup[], body: FormFields) {
  const optionNames = activityNamesOf(groups);
  const selected = [...new Set(body.selectedActivities)];
  if (selected.some((id) => !optionNames.has(id)))
    throw badRequest(UNKNOWN_ACTIVITY_MESSAGE, 'selectedActivities');
  // The names as chosen now, kept with the registration in case the event drops an option later.
  const selectedActivityNames = Object.fromEntries(selected.map((id) => [id, optionNames.get(id) ?? id]));
  const categories = new Set(groups.map((g) => g.category));
  const responses = new Map<string, StoredActivityResponse>();
  for (const r of body.activityResponses) {
    if (!categories.has(r.category)) throw badRequest(UNKNOWN_CATEGORY_MESSAGE, 'activityResponses');
    if (r.response) responses.set(r.category, { category: r.category, response: r.response });
    else responses.delete(r.category);
  }
  return { selectedActivities: selected, selectedActivityNames, activityResponses: [...responses.values()] };
}

/** A registration's stored fields from the form, checked against the event (a series' sign-up uses it too). */
export const rowValues = (event: EventRow, body: FormFields) => ({
  fullName: body.fullName,
  // Stored normalised; the unique index on lower(email) would catch a different case anyway.
  email: body.email.toLowerCase(),
  phone: body.phone || null,
  notes: body.notes || null,
  ...activityChoices(event.activities, body),
  ...signUpShape(event, body),
});
