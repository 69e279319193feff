import { useT } from '@client/lib/i18n/i18n-context';
import { useShiftTime } from '@client/lib/use-shift-time';
import { useRoster } from '../api/roster';

/**
 * An event's volunteer shifts in its form, grouped by role, each with how many have signed up: what the event
 * asks of its volunteers, beside what it asks of its registrants. Shifts are added, moved and removed in the
 * Volunteers tab, which mails the people a change concerns.
 */
export function EventShiftsList({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const t = useT();
  const shiftTime = useShiftTime();
  const roster = useRoster(eventId);
  const shifts = roster.data?.shifts ?? [];
  const roles = new Map<string, typeof shifts>();
  for (const shift of shifts) roles.set(shift.role, [...(roles.get(shift.role) ?? []), shift]);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{t('admin.volunteers.eventShifts')}</legend>
      <p className="text-muted-foreground text-sm">{t('admin.volunteers.eventShiftsHint')}</p>
      {roster.isPending ? (
        <p className="text-muted-foreground text-sm">{t('admin.volunteers.shiftsLoading')}</p>
      ) : roster.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t('admin.volunteers.shiftsFailed')}
        </p>
      ) : shifts.length === 0 ? (
        <p className="text-sm">{t('admin.volunteers.noShiftsYet')}</p>
      ) : (
        [...roles].map(([role, list]) => (
          <div key={role} className="flex flex-col gap-1">
            <h3 className="font-medium">{role}</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {list.map((shift) => (
                <li key={shift.id} className="flex flex-wrap justify-between gap-x-4">
                  <span>{shiftTime(shift, timeZone)}</span>
                  <span className={shift.filled < shift.needed ? 'font-medium text-destructive' : undefined}>
                    {t('admin.volunteers.signedUp', { filled: shift.filled, needed: shift.needed })}
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
