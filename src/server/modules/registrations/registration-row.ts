import type { registrations } from '../../db/schema';

export type RegistrationRow = typeof registrations.$inferSelect;
/** A registration with an address to mail (every one but a walk-up registered at the door without one). */
export type RegistrantRow = RegistrationRow & { email: string };
export const hasAddress = (row: RegistrationRow): row is RegistrantRow => row.email !== null;
export type NewRegistrationRow = typeof registrations.$inferInsert;
