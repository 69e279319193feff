import type { Translate } from '@client/lib/i18n/i18n-context';
import { useT } from '@client/lib/i18n/i18n-context';
import { useShiftTime } from '@client/lib/use-shift-time';
import type { PublicShift } from '@shared/schemas/volunteers';

/** The shifts in groups by role, each role in the order of its first shift; shifts in time order within. */
export function shiftsByRole<T extends { role: string }>(shifts: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const shift of shifts) {
    const list = groups.get(shift.role) ?? [];
    list.push(shift);
    groups.set(shift.role, list);
  }
  return [...groups];
}

export const spotsText = (spotsLeft: number, t: Translate) =>
  spotsLeft === 0 ? t('volunteer.full') : t('event.spotsLeft', { count: spotsLeft });

type ShiftPickerProps = {
  shifts: readonly PublicShift[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  timeZone: string;
  /** Tells the fields apart when the page shows two pickers (sign-up and adding shifts). */
  idPrefix: string;
  describedBy?: string;
};

/**
 * The shifts to choose from, grouped by role, as checkboxes big enough for a thumb: time, what it involves and the
 * spots left. A full shift is shown but cannot be chosen.
 */
export function ShiftPicker({
  shifts,
  selected,
  onChange,
  timeZone,
  idPrefix,
  describedBy,
}: ShiftPickerProps) {
  const t = useT();
  const shiftTime = useShiftTime();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <div className="grid gap-6">
      {shiftsByRole(shifts).map(([role, list]) => (
        <fieldset key={role} className="grid gap-3" aria-describedby={describedBy}>
          <legend className="mb-2 font-semibold text-lg text-primary">{role}</legend>
          {list.map((shift) => {
            const id = `${idPrefix}-${shift.id}`;
            const full = shift.spotsLeft === 0;
            const checked = selected.includes(shift.id);
            return (
              <label
                key={shift.id}
                htmlFor={id}
                className={`flex min-h-14 items-start gap-3 rounded-xl border p-4 ${
                  full
                    ? 'border-border bg-muted text-muted-foreground'
                    : checked
                      ? 'cursor-pointer border-primary bg-primary/5'
                      : 'cursor-pointer border-border bg-card hover:border-primary'
                }`}
              >
                <input
                  id={id}
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-primary"
                  checked={checked}
                  disabled={full}
                  onChange={(e) => toggle(shift.id, e.target.checked)}
                />
                <span className="grid gap-1">
                  <span className="font-medium">{shiftTime(shift, timeZone)}</span>
                  {shift.description ? <span className="text-sm">{shift.description}</span> : null}
                  <span className={`text-sm ${full ? '' : 'font-medium text-success'}`}>
                    {spotsText(shift.spotsLeft, t)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
