import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { SelectFilter } from './select-filter';

export type StatusFilterValue = RegistrationStatus | 'all';

const OPTIONS: { value: StatusFilterValue; label: MessageKey }[] = [
  { value: 'all', label: 'admin.registrations.filter.allStatuses' },
  { value: 'confirmed', label: 'admin.registrations.status.confirmed' },
  { value: 'waitlisted', label: 'admin.registrations.status.waitlisted' },
  { value: 'cancelled', label: 'admin.registrations.status.cancelled' },
];

/** Shows only the registrations of one status. */
export function StatusFilter(props: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  const t = useT();
  return (
    <SelectFilter
      id="registration-status-filter"
      label={t('admin.registrations.filter.status')}
      options={OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
      {...props}
    />
  );
}
