import { eventChoiceLabel } from '@client/components/admin/event-options';
import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

type EventSelectProps = { value: string | null; onChange: (id: string) => void; timeZone: string };

/** Each event as its title and date. */
export function EventSelect({ value, onChange, timeZone }: EventSelectProps) {
  const events = useAdminEvents();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="registrations-event">Event</Label>
      <Select value={value ?? ''} onValueChange={onChange}>
        <SelectTrigger id="registrations-event" className="w-full sm:max-w-md">
          <SelectValue placeholder={events.isPending ? 'Loading events...' : 'Select an event'} />
        </SelectTrigger>
        <SelectContent>
          {(events.data ?? []).map((event) => (
            <SelectItem key={event.id} value={event.id}>
              {eventChoiceLabel(event, timeZone)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
