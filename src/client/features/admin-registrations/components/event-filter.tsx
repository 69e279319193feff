import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { useT } from '@client/lib/i18n/i18n-context';
import { useEventChoiceLabel } from '../lib/use-event-choice-label';

/** Narrows a list across events to one event, or shows every event's (the empty value). */
export function EventFilter({
  id,
  value,
  onChange,
  timeZone,
}: {
  id: string;
  value: string | undefined;
  onChange: (eventId: string | undefined) => void;
  timeZone: string;
}) {
  const t = useT();
  const events = useAdminEvents();
  const choiceLabel = useEventChoiceLabel();
  return (
    <div className="flex flex-col gap-1 md:w-64">
      <Label htmlFor={id}>{t('admin.registrations.filter.event')}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{t('admin.registrations.filter.everyEvent')}</option>
        {(events.data ?? []).map((event) => (
          <option key={event.id} value={event.id}>
            {choiceLabel(event, timeZone)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
