import {
  type BulkResult,
  type bulkActionSchema,
  MAX_BULK_REGISTRATIONS,
} from '@shared/schemas/admin-registrations';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import type { AdminContext, AdminRegistrationDeps } from './admin-deps';
import { createRegistrationsAdminRepository, registrationFilterSql } from './admin-repository';
import { resendConfirmation } from './admin-resend';
import { changeRegistrationStatus } from './admin-status-change';

export const TOO_MANY_MATCH_MESSAGE = `More than ${MAX_BULK_REGISTRATIONS} registrations match: narrow the filter`;

/**
 * Cancels or mails again the chosen registrations (by id, or all that match a filter, up to a limit), one at a
 * time, each in its own transaction: one that cannot be done does not undo the others. Answers which were done and
 * why the others failed.
 */
export async function bulkRegistrationAction(
  deps: AdminRegistrationDeps,
  context: AdminContext,
  { ids, filter, action, message }: z.output<typeof bulkActionSchema>,
): Promise<BulkResult> {
  const { db, timeZone } = deps;
  let targets: string[];
  if (ids) targets = [...new Set(ids)];
  else {
    const eventId = filter?.eventId
      ? requireEvent(await eventsReader(db, timeZone).findBySlugOrId(filter.eventId)).id
      : undefined;
    targets = await createRegistrationsAdminRepository(db, timeZone).matchingIds(
      registrationFilterSql({ ...filter, eventId }),
      MAX_BULK_REGISTRATIONS + 1,
    );
    if (targets.length > MAX_BULK_REGISTRATIONS) throw badRequest(TOO_MANY_MATCH_MESSAGE, 'filter');
  }
  const result: BulkResult = { done: [], failed: [] };
  for (const id of targets) {
    try {
      if (action === 'cancel')
        await changeRegistrationStatus(deps, context, id, 'cancelled', message || null);
      else await resendConfirmation(deps, context, id);
      result.done.push(id);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      result.failed.push({ id, message: err.message });
    }
  }
  return result;
}
