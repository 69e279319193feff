import { Badge } from '@client/components/ui/badge';
import { useT } from '@client/lib/i18n/i18n-context';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';

const STATUS_BADGES = {
  confirmed: { variant: 'success', label: 'admin.registrations.status.confirmed' },
  waitlisted: { variant: 'secondary', label: 'admin.registrations.status.waitlisted' },
  cancelled: { variant: 'outline', label: 'admin.registrations.status.cancelled' },
} as const;

/** Confirmed, Waitlisted (with its place in the queue) or Cancelled. */
export function RegistrationStatusBadge({
  registration,
}: {
  registration: Pick<AdminRegistration, 'status' | 'waitlistPosition'>;
}) {
  const t = useT();
  const badge = STATUS_BADGES[registration.status];
  return (
    <span className="whitespace-nowrap">
      <Badge variant={badge.variant}>{t(badge.label)}</Badge>
      {registration.waitlistPosition !== null ? (
        <span className="ml-1 text-muted-foreground text-xs">#{registration.waitlistPosition}</span>
      ) : null}
    </span>
  );
}
