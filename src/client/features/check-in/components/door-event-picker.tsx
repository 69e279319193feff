import { EventOptions } from '@client/components/admin/event-options';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { useT } from '@client/lib/i18n/i18n-context';
import { useDoorEvents } from '../api/get-door-events';

type DoorEventPickerProps = { value: string | null; onChange: (eventId: string) => void; timeZone: string };

/** The event this door admits to: today's and coming events (the phone's own select, best on a phone). */
export function DoorEventPicker({ value, onChange, timeZone }: DoorEventPickerProps) {
  const events = useDoorEvents();
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="check-in-event">{t('admin.checkIn.event')}</Label>
      <NativeSelect
        id="check-in-event"
        value={value ?? ''}
        onChange={(e) => e.target.value && onChange(e.target.value)}
        data-placeholder={value ? undefined : ''}
      >
        <option value="" disabled>
          {events.isPending ? t('admin.checkIn.loadingEvents') : t('admin.checkIn.chooseEvent')}
        </option>
        <EventOptions events={events.data} timeZone={timeZone} />
      </NativeSelect>
    </div>
  );
}
