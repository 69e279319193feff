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
  const { capacity, confirmedPeople, waitlistedPeople, cancelledRegistrations, checkedInPeople } = attendance;
  const free = capacity === null ? null : Math.max(0, capacity - confirmedPeople);
  const whole = Math.max(capacity ?? 0, confirmedPeople + (free ?? 0)) + waitlistedPeople;
  const counts = [
    { label: 'Confirmed', value: `${confirmedPeople}${capacity === null ? '' : ` / ${capacity}`}` },
    { label: 'Waitlisted', value: String(waitlistedPeople) },
    { label: 'Free places', value: free === null ? 'No limit' : String(free) },
    { label: 'Cancelled', value: String(cancelledRegistrations) },
    { label: 'Checked in', value: String(checkedInPeople) },
  ];
  return (
    <section aria-label="Attendance" className="rounded-lg border border-border p-4" data-testid="attendance">
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
        aria-label={`${confirmedPeople} confirmed, ${waitlistedPeople} waitlisted, ${free === null ? 'no limit on' : free} free places`}
      >
        <div className="h-full bg-success" style={{ width: share(confirmedPeople, whole) }} />
        <div className="h-full bg-saffron" style={{ width: share(waitlistedPeople, whole) }} />
        <div className="h-full bg-muted" style={{ width: share(free ?? 0, whole) }} />
      </div>
      <p className="mt-2 text-muted-foreground text-xs">People, guests included.</p>
    </section>
  );
}
