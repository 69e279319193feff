import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { useOverview } from '../api/registrations-console';
import { peopleCount } from './registrations-count';

type Figure = { label: string; value: string; href: string };

/** A row of figures, each a link to its list (a figure that does not apply is null). */
function Figures({ figures }: { figures: (Figure | null)[] }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) =>
        figure ? (
          <a
            key={figure.href}
            href={figure.href}
            className="flex flex-col rounded-lg border border-border bg-card p-4 hover:bg-secondary/50"
          >
            <span className="text-muted-foreground text-sm">{figure.label}</span>
            <span className="font-semibold text-xl">{figure.value}</span>
          </a>
        ) : null,
      )}
    </div>
  );
}

/** The dashboard's first screen: the next event and the work waiting, each a link to its list. */
export function OverviewPanel({ timeZone }: { timeZone: string }) {
  const t = useT();
  const { shortDay } = useAdminDates();
  const { data, error } = useOverview();
  if (error) return <p role="alert">{getErrorMessage(error)}</p>;
  if (!data) return <p>{t('admin.registrations.loading')}</p>;
  const next = data.nextEvent;
  return (
    <AdminTabSection id="overview" title={t('admin.registrations.overview.title')}>
      {next ? (
        <section aria-labelledby="overview-next" className="flex flex-col gap-3">
          <h3 id="overview-next" className="font-semibold text-lg">
            {t(next.on ? 'admin.registrations.overview.onNow' : 'admin.registrations.overview.next', {
              title: next.title,
              date: shortDay(next.startsAt, timeZone),
            })}
          </h3>
          <Figures
            figures={[
              {
                label: t('admin.registrations.overview.placesLeft'),
                value:
                  next.placesLeft === null
                    ? t('admin.registrations.overview.noLimit')
                    : peopleCount(t, next.placesLeft),
                href: `/admin?eventId=${next.id}#all-registrations`,
              },
              ...(
                [
                  {
                    status: 'confirmed',
                    label: t('admin.registrations.overview.confirmed'),
                    people: next.confirmedPeople,
                    count: next.confirmedRegistrations,
                  },
                  {
                    status: 'waitlisted',
                    label: t('admin.registrations.overview.waitlisted'),
                    people: next.waitlistedPeople,
                    count: next.waitlistedRegistrations,
                  },
                ] as const
              ).map(({ status, label, people, count }) => ({
                label,
                value: t('admin.registrations.overview.peopleIn', { people, count }),
                href: `/admin?eventId=${next.id}&status=${status}#all-registrations`,
              })),
              next.arrivedPeople !== null
                ? {
                    label: t('admin.registrations.overview.arrived'),
                    value: peopleCount(t, next.arrivedPeople),
                    href: `/admin?eventId=${next.id}&checkedIn=true#all-registrations`,
                  }
                : null,
            ]}
          />
        </section>
      ) : (
        <p>{t('admin.registrations.overview.none')}</p>
      )}
      <section aria-labelledby="overview-waiting" className="mt-6 flex flex-col gap-3">
        <h3 id="overview-waiting" className="font-semibold text-lg">
          {t('admin.registrations.overview.waiting')}
        </h3>
        <Figures
          figures={[
            {
              label: t('admin.registrations.overview.stalls'),
              value: String(data.stallApplicationsWaiting),
              href: '/admin#stalls',
            },
            {
              label: t('admin.registrations.overview.contact'),
              value: String(data.unreadContactMessages),
              href: '/admin#messages',
            },
            {
              label: t('admin.registrations.overview.failedMails'),
              value: String(data.failedMails),
              href: '/admin#setup-details',
            },
            {
              label: t('admin.registrations.overview.today'),
              value: t('admin.registrations.overview.todayValue', {
                count: data.todaySignUps.registrations,
                people: data.todaySignUps.people,
              }),
              href: '/admin?sort=createdAt#all-registrations',
            },
          ]}
        />
      </section>
    </AdminTabSection>
  );
}
