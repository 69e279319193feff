import type { RegistrationStatus } from '@shared/schemas/registrations';
import { SelectFilter } from './select-filter';

export type StatusFilterValue = RegistrationStatus | 'all';

const OPTIONS: { value: StatusFilterValue; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Shows only the registrations of one status. */
export function StatusFilter(props: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return <SelectFilter id="registration-status-filter" label="Status" options={OPTIONS} {...props} />;
}
