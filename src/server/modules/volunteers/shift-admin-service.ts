import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { type AuditActor, recordAudit, recordCreated } from '../audit/audit-log';
import { eventByIdOr404 } from '../events/events-service';
import { siteSettingsReader } from '../settings/site-settings';
import { volunteerShiftCancelled, volunteerShiftMoved } from './messages/volunteer-shift-changed';
import { type CountedShift, createVolunteersRepository, type ShiftFields, type ShiftRow } from './repository';
import { SHIFT_NOT_FOUND_MESSAGE } from './shift-api';

// The organisers' changes to volunteer shifts: the rules, audit records and mails behind /api/admin's shift
// routes. A shift's volunteers are mailed when it moves or goes.

export type ShiftAdminDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon'>;
  /** The public shift lists show spots left: a change lets cached pages show the new numbers. */
  refreshPublicPages: () => void;
};

const moved = (before: ShiftRow, after: ShiftRow) =>
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.endsAt.getTime() !== after.endsAt.getTime();

export async function createShift(
  { db, timeZone }: ShiftAdminDeps,
  actor: AuditActor,
  eventId: string,
  fields: ShiftFields,
): Promise<CountedShift> {
  const event = await eventByIdOr404(db, timeZone, eventId);
  const shift = await createVolunteersRepository(db).createShift(event.id, fields);
  await recordCreated(db, actor, 'volunteer_shift', shift.id, { eventId: event.id, role: shift.role });
  return shift;
}

/**
 * Changes a shift; its volunteers are mailed when it moves. 404 for an unknown shift, 409 when it would need fewer
 * volunteers than have signed up.
 */
export async function updateShift(
  { db, timeZone, mail, refreshPublicPages }: ShiftAdminDeps,
  actor: AuditActor,
  id: string,
  fields: ShiftFields,
  siteUrl: string,
): Promise<CountedShift> {
  const repository = createVolunteersRepository(db);
  const existing = await repository.findShift(id);
  if (!existing) throw notFound(SHIFT_NOT_FOUND_MESSAGE);
  const event = await eventByIdOr404(db, timeZone, existing.eventId);
  const { groupName } = await siteSettingsReader(db).get();
  const outcome = await repository.updateShift(existing.id, fields, (before, after, people) =>
    moved(before, after)
      ? people.map((volunteer) =>
          mail.prepare(
            volunteerShiftMoved({ event, volunteer, before, after, siteUrl, groupName, timeZone }),
          ),
        )
      : [],
  );
  if (!outcome) throw notFound(SHIFT_NOT_FOUND_MESSAGE);
  if (outcome.status === 'too-few')
    throw conflict(
      `${outcome.filled} ${outcome.filled === 1 ? 'volunteer has' : 'volunteers have'} signed up for this shift: it cannot need fewer`,
    );
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'volunteer_shift',
    entityId: existing.id,
    details: { eventId: event.id, role: outcome.shift.role },
  });
  mail.deliverSoon();
  refreshPublicPages();
  return outcome.shift;
}

/** Deletes a shift and mails its volunteers that it is off; null when there is no such shift. */
export async function deleteShift(
  { db, timeZone, mail, refreshPublicPages }: ShiftAdminDeps,
  id: string,
  siteUrl: string,
): Promise<ShiftRow | null> {
  const repository = createVolunteersRepository(db);
  const existing = await repository.findShift(id);
  if (!existing) return null;
  const event = await eventByIdOr404(db, timeZone, existing.eventId);
  const { groupName } = await siteSettingsReader(db).get();
  const removed = await repository.deleteShift(id, (shift, people) =>
    people.map((volunteer) =>
      mail.prepare(volunteerShiftCancelled({ event, volunteer, shift, siteUrl, groupName, timeZone })),
    ),
  );
  mail.deliverSoon();
  refreshPublicPages();
  return removed;
}
