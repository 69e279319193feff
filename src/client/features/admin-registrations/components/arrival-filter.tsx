import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import type { ArrivalFilterValue } from '../lib/filter-registrations';
import { SelectFilter } from './select-filter';

const OPTIONS: { value: ArrivalFilterValue; label: MessageKey }[] = [
  { value: 'all', label: 'admin.registrations.filter.everyone' },
  { value: 'checked-in', label: 'admin.registrations.filter.checkedIn' },
  { value: 'not-checked-in', label: 'admin.registrations.filter.notCheckedIn' },
];

/** Shows only the parties that have (or have not yet) arrived at the door. */
export function ArrivalFilter(props: {
  value: ArrivalFilterValue;
  onChange: (value: ArrivalFilterValue) => void;
}) {
  const t = useT();
  return (
    <SelectFilter
      id="registration-arrival-filter"
      label={t('admin.registrations.filter.checkedIn')}
      options={OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
      {...props}
    />
  );
}
