import { NativeSelect } from '@client/components/ui/native-select';
import type { RegistrationStatus } from '@shared/schemas/registrations';

export type StatusFilterValue = RegistrationStatus | 'all';

const OPTIONS: { value: StatusFilterValue; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Shows only the registrations of one status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="registration-status-filter" className="font-medium">
        Status
      </label>
      <NativeSelect
        id="registration-status-filter"
        className="w-40"
        value={value}
        onChange={(e) => onChange(e.target.value as StatusFilterValue)}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
