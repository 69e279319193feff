import type { EventMessageAudience } from '@shared/schemas/event-messages';
import { type SQL, sql } from 'drizzle-orm';
import { registrations } from '../../db/schema';

/**
 * Whether a registration has been checked in at the door, as SQL over `registrations`; null while the site keeps
 * no check-in data, and then the check-in audiences have nobody in them. When check-in lands, this one line
 * becomes e.g. sql`${registrations.checkedInAt} is not null`.
 */
const checkedIn: SQL | null = null;

/** Which registrations of an event an audience is (never a cancelled one). */
export function audienceCondition(audience: EventMessageAudience): SQL {
  switch (audience) {
    case 'confirmed':
      return sql`${registrations.status} = 'confirmed'`;
    case 'waitlisted':
      return sql`${registrations.status} = 'waitlisted'`;
    case 'all':
      return sql`${registrations.status} <> 'cancelled'`;
    case 'checked-in':
      return checkedIn ? sql`${registrations.status} = 'confirmed' and ${checkedIn}` : sql`false`;
    case 'not-checked-in':
      return checkedIn ? sql`${registrations.status} = 'confirmed' and not (${checkedIn})` : sql`false`;
  }
}
