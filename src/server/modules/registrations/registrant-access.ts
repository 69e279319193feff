import type { Registration } from '@shared/schemas/registrations';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { registrationToApi } from '../../lib/to-api';
import { isUuid } from '../../lib/uuid';
import { hashManageToken, manageTokenMatches } from './manage-token';
import { waitlistPosition } from './places-repository';
import { BAD_MANAGE_TOKEN_MESSAGE, REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import { createRegistrationsRepository, type RegistrationRow } from './repository';

/**
 * The registration, if `token` is one of its manage tokens (the first, or one mailed since); 404 for an unknown
 * id, 403 for a wrong or missing token.
 */
export async function authorisedRegistration(
  db: Db,
  id: string,
  token: string | undefined,
): Promise<RegistrationRow> {
  const repo = createRegistrationsRepository(db);
  const row = isUuid(id) ? await repo.findById(id) : null;
  if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const allowed =
    token !== undefined &&
    (manageTokenMatches(token, row.manageTokenHash) ||
      (await repo.hasManageTokenHash(row.id, hashManageToken(token))));
  if (!allowed) throw forbidden(BAD_MANAGE_TOKEN_MESSAGE);
  return row;
}

/** The registration as its registrant sees it, with its place on the waitlist. */
export const registrantView = async (db: Db, row: RegistrationRow): Promise<Registration> =>
  registrationToApi(row, await waitlistPosition(db, row));
