import { Badge } from '@client/components/ui/badge';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';

const STATUS_BADGES = {
  confirmed: { variant: 'success', label: 'Confirmed' },
  waitlisted: { variant: 'secondary', label: 'Waitlisted' },
  cancelled: { variant: 'outline', label: 'Cancelled' },
} as const;

/** Confirmed, Waitlisted (with its place in the queue) or Cancelled. */
export function RegistrationStatusBadge({
  registration,
}: {
  registration: Pick<AdminRegistration, 'status' | 'waitlistPosition'>;
}) {
  const badge = STATUS_BADGES[registration.status];
  return (
    <span className="whitespace-nowrap">
      <Badge variant={badge.variant}>{badge.label}</Badge>
      {registration.waitlistPosition !== null ? (
        <span className="ml-1 text-muted-foreground text-xs">#{registration.waitlistPosition}</span>
      ) : null}
    </span>
  );
}
