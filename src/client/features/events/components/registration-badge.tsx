import { Badge } from '@client/components/ui/badge';

/** 'Registration Open' or, on lists, 'Coming Soon' / on the event page 'Registration Closed'. */
export function RegistrationBadge({
  open,
  closedLabel = 'Registration Closed',
}: {
  open: boolean;
  closedLabel?: string;
}) {
  return open ? (
    <Badge variant="success">Registration Open</Badge>
  ) : (
    <Badge variant="secondary">{closedLabel}</Badge>
  );
}
