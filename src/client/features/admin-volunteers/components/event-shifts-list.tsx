import { shiftTimeText } from '@shared/volunteer-shifts';
import { useRoster } from '../api/roster';

/**
 * An event's volunteer shifts in its form, grouped by role, each with how many have signed up: what the event
 * asks of its volunteers, beside what it asks of its registrants. Shifts are added, moved and removed in the
 * Volunteers tab, which mails the people a change concerns.
 */
export function EventShiftsList({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const roster = useRoster(eventId);
  const shifts = roster.data?.shifts ?? [];
  const roles = new Map<string, typeof shifts>();
  for (const shift of shifts) roles.set(shift.role, [...(roles.get(shift.role) ?? []), shift]);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">Volunteer shifts</legend>
      <p className="text-muted-foreground text-sm">
        Add, move or remove shifts in the Volunteers tab: the volunteers a change concerns are told by email.
      </p>
      {roster.isPending ? (
        <p className="text-muted-foreground text-sm">Loading the shifts...</p>
      ) : roster.isError ? (
        <p role="alert" className="text-destructive text-sm">
          The shifts could not be loaded.
        </p>
      ) : shifts.length === 0 ? (
        <p className="text-sm">No shifts yet.</p>
      ) : (
        [...roles].map(([role, list]) => (
          <div key={role} className="flex flex-col gap-1">
            <h3 className="font-medium">{role}</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {list.map((shift) => (
                <li key={shift.id} className="flex flex-wrap justify-between gap-x-4">
                  <span>{shiftTimeText(shift, timeZone)}</span>
                  <span className={shift.filled < shift.needed ? 'font-medium text-destructive' : undefined}>
                    {shift.filled} of {shift.needed} signed up
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </fieldset>
  );
}
