import { useT } from '@client/lib/i18n/i18n-context';
import type { Attendance } from '@shared/schemas/admin-registrations';
import { useAttendance } from '../api/get-attendance';

const share = (part: number, whole: number) => `${whole > 0 ? Math.min(100, (part / whole) * 100) : 0}%`;

/**
 * An event's attendance: confirmed and waitlisted people, free places and cancellations, with a bar of
 * confirmed, waitlisted and free places (scaled to the capacity, or to everyone when there is none or it is
 * exceeded).
 */
export function AttendanceCard({ eventId }: { eventId: string }) {
  const { data } = useAttendance(eventId);
  if (!data) return null;
  return <AttendanceSummary attendance={data} />;
}

export function AttendanceSummary({ attendance }: { attendance: Attendance }) {
  const t = useT();
  const { capacity, confirmedPeople, waitlistedPeople, cancelledRegistrations, checkedInPeople } = attendance;
  const free = capacity === null ? null : Math.max(0, capacity - confirmedPeople);
  const whole = Math.max(capacity ?? 0, confirmedPeople + (free ?? 0)) + waitlistedPeople;
  const counts = [
    {
      label: t('admin.registrations.attendance.confirmed'),
      value: `${confirmedPeople}${capacity === null ? '' : ` / ${capacity}`}`,
    },
    { label: t('admin.registrations.attendance.waitlisted'), value: String(waitlistedPeople) },
    {
      label: t('admin.registrations.attendance.free'),
      value: free === null ? t('admin.registrations.attendance.noLimit') : String(free),
    },
    { label: t('admin.registrations.attendance.cancelled'), value: String(cancelledRegistrations) },
    { label: t('admin.registrations.attendance.checkedIn'), value: String(checkedInPeople) },
  ];
  return (
    <section
      aria-label={t('admin.registrations.attendance.label')}
      className="rounded-lg border border-border p-4"
      data-testid="attendance"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counts.map((c) => (
          <div key={c.label}>
            <dt className="text-muted-foreground text-xs">{c.label}</dt>
            <dd className="font-semibold text-lg">{c.value}</dd>
          </div>
        ))}
      </dl>
      <div
        className="mt-3 flex h-3 w-full overflow-hidden rounded-full bg-secondary"
        role="img"
        aria-label={
          free === null
            ? t('admin.registrations.attendance.barNoLimit', {
                confirmed: confirmedPeople,
                waitlisted: waitlistedPeople,
              })
            : t('admin.registrations.attendance.bar', {
                confirmed: confirmedPeople,
                waitlisted: waitlistedPeople,
                free,
              })
        }
      >
        <div className="h-full bg-success" style={{ width: share(confirmedPeople, whole) }} />
        <div className="h-full bg-saffron" style={{ width: share(waitlistedPeople, whole) }} />
        <div className="h-full bg-muted" style={{ width: share(free ?? 0, whole) }} />
      </div>
      <p className="mt-2 text-muted-foreground text-xs">{t('admin.registrations.attendance.note')}</p>
    </section>
  );
}
