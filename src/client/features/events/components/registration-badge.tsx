import { Badge } from '@client/components/ui/badge';
import { useT } from '@client/lib/i18n/i18n-context';
import type { EventStatus } from '@shared/schemas/events';

/** 'Registration Open' or, on lists, 'Coming Soon' / on the event page 'Registration Closed'. */
export function RegistrationBadge({
  open,
  status = 'scheduled',
  comingSoon = false,
}: {
  open: boolean;
  /** An ended or cancelled event says so instead. */
  status?: EventStatus;
  /** Lists say 'Coming Soon' where the event page says 'Registration Closed'. */
  comingSoon?: boolean;
}) {
  const t = useT();
  if (status === 'ended') return <Badge variant="secondary">{t('event.badge.ended')}</Badge>;
  if (status === 'cancelled') return <Badge variant="destructive">{t('event.badge.cancelled')}</Badge>;
  return open ? (
    <Badge variant="success">{t('event.badge.open')}</Badge>
  ) : (
    <Badge variant="secondary">
      {comingSoon ? t('event.badge.comingSoon') : t('event.registrationClosed')}
    </Badge>
  );
}
