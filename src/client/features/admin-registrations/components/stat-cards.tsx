import { useAdminEvents } from '@client/components/admin/use-admin-events';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useT } from '@client/lib/i18n/i18n-context';
import { CalendarCheck, UserPlus, Users } from 'lucide-react';
import { useRegistrationStats } from '../api/get-registration-stats';

/**
 * Registrations (parties), their people (guests included) and today's registrations: across all events until one is chosen, then that event's, and
 * each card says which ("Registrations for Diwali Festival of Lights").
 */
export function StatCards({ eventId }: { eventId: string | null }) {
  const t = useT();
  const stats = useRegistrationStats(eventId);
  const events = useAdminEvents();
  const eventTitle = eventId ? events.data?.find((e) => e.id === eventId)?.title : undefined;
  const scope = eventId
    ? eventTitle
      ? t('admin.registrations.stats.forEvent', { event: eventTitle })
      : t('admin.registrations.stats.forChosenEvent')
    : t('admin.registrations.stats.acrossAll');
  const items = [
    {
      label: eventId
        ? t('admin.registrations.stats.registrations')
        : t('admin.registrations.stats.totalRegistrations'),
      value: stats.data?.totalRegistrations,
      icon: UserPlus,
    },
    {
      label: eventId ? t('admin.registrations.stats.people') : t('admin.registrations.stats.totalPeople'),
      value: stats.data?.totalGuests,
      icon: Users,
    },
    {
      label: t('admin.registrations.stats.today'),
      value: stats.data?.todayRegistrations,
      icon: CalendarCheck,
    },
  ];
  return (
    <ul
      className="grid grid-cols-3 gap-2 sm:gap-3"
      aria-label={t('admin.registrations.stats.figures', { scope })}
      data-testid="stat-cards"
    >
      {items.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card className="h-full">
            <div className="flex h-full flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-6">
              <Icon className="hidden size-8 shrink-0 text-primary sm:block" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-muted-foreground text-xs sm:text-sm">
                  <span className="font-medium text-foreground">{label}</span>{' '}
                  <span className="block truncate" title={scope}>
                    {scope}
                  </span>
                </p>
                {stats.isPending ? (
                  <Skeleton className="mt-1 h-7 w-12" />
                ) : (
                  <p className="font-bold text-2xl">{value ?? '–'}</p>
                )}
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
