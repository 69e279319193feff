import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { useT } from '@client/lib/i18n/i18n-context';
import { useEventChoiceLabel } from '../lib/use-event-choice-label';

type EventSelectProps = { value: string | null; onChange: (id: string) => void; timeZone: string };

/** Each event as its title and date. */
export function EventSelect({ value, onChange, timeZone }: EventSelectProps) {
  const t = useT();
  const events = useAdminEvents();
  const choiceLabel = useEventChoiceLabel();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="registrations-event">{t('admin.registrations.filter.event')}</Label>
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger id="registrations-event" className="w-full sm:max-w-md">
          <SelectValue
            placeholder={t(
              events.isPending
                ? 'admin.registrations.eventSelect.loading'
                : 'admin.registrations.eventSelect.placeholder',
            )}
          />
        </SelectTrigger>
        <SelectContent>
          {(events.data ?? []).map((event) => (
            <SelectItem key={event.id} value={event.id}>
              {choiceLabel(event, timeZone)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
