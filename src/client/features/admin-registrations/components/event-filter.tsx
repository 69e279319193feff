import { EventOptions } from '@client/components/admin/event-options';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';

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
  const events = useAdminEvents();
  return (
    <div className="flex flex-col gap-1 md:w-64">
      <Label htmlFor={id}>Event</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">Every event</option>
        <EventOptions events={events.data} timeZone={timeZone} />
      </NativeSelect>
    </div>
  );
}
