import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { getErrorMessage } from '@client/lib/api-client';
import { useOverview } from '../api/registrations-console';
import { registrationsCount } from './registrations-count';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

function Figure({ label, value, href }: { label: string; value: string; href: string }) {
  return (
    <a
      href={href}
      className="flex flex-col rounded-lg border border-border bg-card p-4 hover:bg-secondary/50"
    >
      <span className="text-muted-foreground text-sm">{label}</span>
      <span className="font-semibold text-xl">{value}</span>
    </a>
  );
}

/** The dashboard's first screen: the next event and the work waiting, each a link to its list. */
export function OverviewPanel({ timeZone }: { timeZone: string }) {
  const { data, error } = useOverview();
  if (error) return <p role="alert">{getErrorMessage(error)}</p>;
  if (!data) return <p>Loading…</p>;
  const next = data.nextEvent;
  return (
    <AdminTabSection id="overview" title="Overview">
      {next ? (
        <section aria-labelledby="overview-next" className="flex flex-col gap-3">
          <h3 id="overview-next" className="font-semibold text-lg">
            {next.on ? 'On now' : 'Next event'}: {next.title},{' '}
            {new Date(next.startsAt).toLocaleDateString('en-US', {
              timeZone,
              weekday: 'short',
              month: 'short',
              day: 'numeric',
            })}
          </h3>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label="Places left"
              value={next.placesLeft === null ? 'No limit' : people(next.placesLeft)}
              href={`/admin?eventId=${next.id}#all-registrations`}
            />
            <Figure
              label="Confirmed"
              value={`${people(next.confirmedPeople)} in ${registrationsCount(next.confirmedRegistrations)}`}
              href={`/admin?eventId=${next.id}&status=confirmed#all-registrations`}
            />
            <Figure
              label="Waitlisted"
              value={`${people(next.waitlistedPeople)} in ${registrationsCount(next.waitlistedRegistrations)}`}
              href={`/admin?eventId=${next.id}&status=waitlisted#all-registrations`}
            />
            {next.arrivedPeople !== null ? (
              <Figure
                label="Arrived"
                value={people(next.arrivedPeople)}
                href={`/admin?eventId=${next.id}&checkedIn=true#all-registrations`}
              />
            ) : null}
          </div>
        </section>
      ) : (
        <p>No event is coming up.</p>
      )}
      <section aria-labelledby="overview-waiting" className="mt-6 flex flex-col gap-3">
        <h3 id="overview-waiting" className="font-semibold text-lg">
          Waiting for you
        </h3>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure
            label="Stall applications to decide"
            value={String(data.stallApplicationsWaiting)}
            href="/admin#stalls"
          />
          <Figure
            label="Contact messages not handled"
            value={String(data.unreadContactMessages)}
            href="/admin#messages"
          />
          <Figure label="Mails that failed" value={String(data.failedMails)} href="/admin#setup-details" />
          <Figure
            label="Signed up today"
            value={`${registrationsCount(data.todaySignUps.registrations)}, ${people(data.todaySignUps.people)}`}
            href="/admin?sort=createdAt#all-registrations"
          />
        </div>
      </section>
    </AdminTabSection>
  );
}
