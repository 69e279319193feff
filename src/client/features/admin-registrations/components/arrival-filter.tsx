import type { ArrivalFilterValue } from '../lib/filter-registrations';
import { SelectFilter } from './select-filter';

const OPTIONS: { value: ArrivalFilterValue; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'checked-in', label: 'Checked in' },
  { value: 'not-checked-in', label: 'Not checked in' },
];

/** Shows only the parties that have (or have not yet) arrived at the door. */
export function ArrivalFilter(props: {
  value: ArrivalFilterValue;
  onChange: (value: ArrivalFilterValue) => void;
}) {
  return <SelectFilter id="registration-arrival-filter" label="Checked in" options={OPTIONS} {...props} />;
}
