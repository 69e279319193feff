import type { AdminRegistration } from '@shared/schemas/admin-registrations';

/** The search matches the full name or the email, ignoring case. */
export function filterRegistrations(list: AdminRegistration[], search: string): AdminRegistration[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return list;
  return list.filter(
    (r) => r.fullName.toLowerCase().includes(needle) || r.email.toLowerCase().includes(needle),
  );
}
