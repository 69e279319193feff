import type { EventMessageAudience } from '@shared/schemas/event-messages';
import { type SQL, sql } from 'drizzle-orm';
import { checkIns, registrations } from '../../db/schema';

/** Whether some of a registration's party has been let in at the door (by a check-in not undone). */
const checkedIn = sql`exists (select 1 from ${checkIns} c where c.registration_id = ${registrations.id} and c.undone_at is null)`;

/** Which registrations of an event an audience is (never a cancelled one); `chosen`: the ids of selected. */
export function audienceCondition(audience: EventMessageAudience, chosen: readonly string[] = []): SQL {
  switch (audience) {
    case 'selected':
      if (chosen.length === 0) return sql`false`;
      return sql`${registrations.status} <> 'cancelled' and ${registrations.id} in (${sql.join(
        chosen.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
    case 'confirmed':
      return sql`${registrations.status} = 'confirmed'`;
    case 'waitlisted':
      return sql`${registrations.status} = 'waitlisted'`;
    case 'all':
      return sql`${registrations.status} <> 'cancelled'`;
    case 'checked-in':
      return sql`${registrations.status} <> 'cancelled' and ${checkedIn}`;
    case 'not-checked-in':
      return sql`${registrations.status} = 'confirmed' and not ${checkedIn}`;
    // Written to among the event's volunteers (modules/volunteers), never its registrants.
    case 'volunteers':
    case 'shift-volunteers':
      return sql`false`;
  }
}
