import { Badge } from '@client/components/ui/badge';
import type { EventStatus } from '@shared/schemas/events';

/** 'Registration Open' or, on lists, 'Coming Soon' / on the event page 'Registration Closed'. */
export function RegistrationBadge({
  open,
  status = 'scheduled',
  closedLabel = 'Registration Closed',
}: {
  open: boolean;
  /** An ended or cancelled event says so instead. */
  status?: EventStatus;
  closedLabel?: string;
}) {
  if (status === 'ended') return <Badge variant="secondary">Event Ended</Badge>;
  if (status === 'cancelled') return <Badge variant="destructive">Cancelled</Badge>;
  return open ? (
    <Badge variant="success">Registration Open</Badge>
  ) : (
    <Badge variant="secondary">{closedLabel}</Badge>
  );
}
