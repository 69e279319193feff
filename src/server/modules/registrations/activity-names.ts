import type { StoredActivityGroup } from '../../db/schema';
import type { RegistrationRow } from './repository';

// The names of activity options: as the event names them now, and as a registration saw them when choosing.

/** Option id → name over an event's activity groups. */
export function activityNamesOf(groups: StoredActivityGroup[]): Map<string, string> {
  return new Map(groups.flatMap((group) => group.options.map((option) => [option.id, option.name] as const)));
}

/**
 * The names of the options a registration chose: the event's current name, else the name the option had when it
 * was chosen (the event has dropped it since), so nothing a registrant chose disappears from view.
 */
export const namesOfSelected = (
  row: Pick<RegistrationRow, 'selectedActivities' | 'selectedActivityNames'>,
  names: Map<string, string>,
): string[] => {
  // A loop, not flatMap: an export calls this for each of up to 100,000 rows.
  const chosen: string[] = [];
  for (const id of row.selectedActivities) {
    const name = names.get(id) ?? row.selectedActivityNames[id];
    if (name) chosen.push(name);
  }
  return chosen;
};
