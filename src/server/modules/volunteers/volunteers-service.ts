import type { Db } from '../../db/client';
import { createVolunteersRepository } from './repository';

export type { ShiftRow, VolunteerRow } from './repository';

/** A shift by id, null when there is none. */
export const findShift = (db: Db, id: string) => createVolunteersRepository(db).findShift(id);

/** The volunteers of an event to message, or of one of its shifts, in the caller's transaction. */
export const volunteerRecipients = (db: Db, eventId: string, shiftId: string | null, tx: Db = db) =>
  createVolunteersRepository(db).recipients(eventId, shiftId, tx);
