import type { Db } from '../../db/client';
import { createRegistrationsAdminRepository } from './admin-repository';
import type { PlaceChanges } from './place-changes';
import type { RegistrationRow } from './repository';

/** Deletes a registration for good; the places it held, if any, go to the waitlist. Null when there was none. */
export async function deleteRegistration(
  { db, timeZone, placeChanges }: { db: Db; timeZone: string; placeChanges: PlaceChanges },
  id: string,
  siteUrl: string,
): Promise<RegistrationRow | null> {
  const row = await createRegistrationsAdminRepository(db, timeZone).deleteById(id);
  if (row?.status === 'confirmed') await placeChanges.apply(row.eventId, siteUrl, async () => {});
  return row;
}
