import { effectiveEnd } from '@shared/event-time';
import { overviewSchema } from '@shared/schemas/overview';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkIns,
  contactMessages,
  events,
  outboundEmails,
  registrations,
  stallApplications,
} from '../../db/schema';
import { moduleDeps } from '../module-deps';

/** Events read to find the next one not over: those starting at most this long ago may still be on. */
const LONGEST_EVENT_DAYS = 14;

/** GET /api/admin/overview: the dashboard's first screen (docs/product-rules.md, "The organiser's console"). */
export const overviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);

  const nextEvent = async (now: Date) => {
    const candidates = await db
      .select()
      .from(events)
      .where(
        and(
          ne(events.status, 'cancelled'),
          gt(
            events.startsAt,
            sql`${now.toISOString()}::timestamptz - make_interval(days => ${LONGEST_EVENT_DAYS})`,
          ),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(50);
    const event = candidates.find((e) => effectiveEnd(e, timeZone).getTime() > now.getTime());
    if (!event) return null;
    const [counts] = await db
      .select({
        confirmedPeople: sql<number>`coalesce(sum(${registrations.guestCount}) filter (where ${registrations.status} = 'confirmed'), 0)::int`,
        confirmedRegistrations: sql<number>`(count(*) filter (where ${registrations.status} = 'confirmed'))::int`,
        waitlistedPeople: sql<number>`coalesce(sum(${registrations.guestCount}) filter (where ${registrations.status} = 'waitlisted'), 0)::int`,
        waitlistedRegistrations: sql<number>`(count(*) filter (where ${registrations.status} = 'waitlisted'))::int`,
      })
      .from(registrations)
      .where(eq(registrations.eventId, event.id));
    const on = event.startsAt.getTime() <= now.getTime();
    let arrivedPeople: number | null = null;
    if (on) {
      const [arrived] = await db
        .select({ people: sql<number>`coalesce(sum(${checkIns.people}), 0)::int` })
        .from(checkIns)
        .where(and(eq(checkIns.eventId, event.id), isNull(checkIns.undoneAt)));
      arrivedPeople = arrived?.people ?? 0;
    }
    const confirmedPeople = counts?.confirmedPeople ?? 0;
    return {
      id: event.id,
      slug: event.slug,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      timeKnown: event.timeKnown,
      published: event.published,
      capacity: event.capacity,
      placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - confirmedPeople),
      confirmedPeople,
      confirmedRegistrations: counts?.confirmedRegistrations ?? 0,
      waitlistedPeople: counts?.waitlistedPeople ?? 0,
      waitlistedRegistrations: counts?.waitlistedRegistrations ?? 0,
      on,
      arrivedPeople,
    };
  };

  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;

  app.get('/overview', { schema: { response: { 200: overviewSchema } } }, async () => {
    const now = new Date();
    const [today] = await db
      .select({
        registrations: n,
        people: sql<number>`coalesce(sum(${registrations.guestCount}), 0)::int`,
      })
      .from(registrations)
      .where(
        sql`(${registrations.createdAt} at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date`,
      );
    return {
      nextEvent: await nextEvent(now),
      stallApplicationsWaiting: await count(
        db.select({ n }).from(stallApplications).where(eq(stallApplications.status, 'pending')),
      ),
      unreadContactMessages: await count(
        db.select({ n }).from(contactMessages).where(isNull(contactMessages.handledAt)),
      ),
      failedMails: await count(
        db.select({ n }).from(outboundEmails).where(eq(outboundEmails.status, 'failed')),
      ),
      todaySignUps: { registrations: today?.registrations ?? 0, people: today?.people ?? 0 },
    };
  });
};
