import type { Translate } from '@client/lib/i18n/i18n-context';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';

export type ArrivalFilterValue = 'all' | 'checked-in' | 'not-checked-in';

/** Arrived: at least one of the party checked in at the door. */
export const matchesArrival = (r: Pick<AdminRegistration, 'checkedIn'>, arrival: ArrivalFilterValue) =>
  arrival === 'all' || (arrival === 'checked-in') === r.checkedIn > 0;

/** "2 of 4" people of the party checked in, or a dash while none. */
export const arrivalText = (r: Pick<AdminRegistration, 'checkedIn' | 'guestCount'>, t: Translate) =>
  r.checkedIn > 0 ? t('admin.registrations.arrivedOf', { arrived: r.checkedIn, people: r.guestCount }) : '–';

/** The search matches the full name or the email, ignoring case. */
export function filterRegistrations(list: AdminRegistration[], search: string): AdminRegistration[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return list;
  return list.filter(
    (r) => r.fullName.toLowerCase().includes(needle) || (r.email ?? '').toLowerCase().includes(needle),
  );
}
