import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { createRegistrationsAdminRepository } from './admin-repository';
import { REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import type { RegistrationRow } from './repository';

/** Sets (or, blank, clears) the admin's own note on a registration, recorded in the audit log. */
export async function setAdminComment(
  db: Db,
  timeZone: string,
  actor: AuditActor,
  id: string,
  comment: string | undefined | null,
): Promise<RegistrationRow> {
  const row = await createRegistrationsAdminRepository(db, timeZone).setAdminComment(
    id,
    comment?.trim() || null,
  );
  if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'registration',
    entityId: row.id,
    details: { field: 'adminComment', eventId: row.eventId },
  });
  return row;
}
