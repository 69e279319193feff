import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/server/db/client';
import { events, eventVideos, galleryImages, registrations, siteSettings } from '../src/server/db/schema';
import { XHR_HEADERS } from './auth';

type EventInsert = typeof events.$inferInsert;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * An event `days` from now (negative for the past), with sensible defaults for every required field. Its time of
 * day is unknown unless the overrides say otherwise (it then lasts all its day in the site's zone).
 */
export async function insertEvent(database: Database, days: number, overrides: Partial<EventInsert> = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await database.db
    .insert(events)
    .values({
      slug: `event-${suffix}`,
      title: `Event ${suffix}`,
      startsAt: new Date(Date.now() + days * DAY_MS),
      venue: 'Community Hall',
      address: '1 Main Street, Tracy, CA',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertEvent failed');
  return row;
}

/** An event under way now, at a known time: it started `hoursAgo` hours ago and ends in `hoursLeft`. */
export function insertEventUnderWay(
  database: Database,
  { hoursAgo, hoursLeft }: { hoursAgo: number; hoursLeft: number },
  overrides: Partial<EventInsert> = {},
) {
  const now = Date.now();
  return insertEvent(database, 0, {
    startsAt: new Date(now - hoursAgo * HOUR_MS),
    endsAt: new Date(now + hoursLeft * HOUR_MS),
    timeKnown: true,
    ...overrides,
  });
}

export async function insertGalleryImage(
  database: Database,
  overrides: Partial<typeof galleryImages.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(galleryImages)
    .values({
      imagePath: `images/${randomUUID()}/original.webp`,
      title: 'A photo',
      caption: 'A caption',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertGalleryImage failed');
  return row;
}

export async function insertVideo(database: Database, eventId: string, videoUrl: string, title?: string) {
  const [row] = await database.db.insert(eventVideos).values({ eventId, videoUrl, title }).returning();
  if (!row) throw new Error('insertVideo failed');
  return row;
}

/** A registration stored directly (confirmed unless the overrides say otherwise). */
export async function insertRegistration(
  database: Database,
  eventId: string,
  overrides: Partial<typeof registrations.$inferInsert> & { email?: string } = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await database.db
    .insert(registrations)
    .values({ eventId, fullName: `Guest ${suffix}`, email: `guest.${suffix}@example.com`, ...overrides })
    .returning();
  if (!row?.email) throw new Error('insertRegistration failed');
  // Always with an address (a walk-up without one is made through its route).
  return { ...row, email: row.email };
}

/** A contact form as the site sends it, valid unless `overrides` say otherwise. */
export const contactInput = (overrides: object = {}) => ({
  firstName: 'Meera',
  lastName: 'Shah',
  email: 'meera@example.com',
  subject: 'volunteer',
  message: 'I would love to help at the next festival.',
  ...overrides,
});

/** A stall application for the event as the site sends it, valid unless `overrides` say otherwise. */
export const stallApplicationInput = (eventId: string, overrides: object = {}) => ({
  eventId,
  businessName: 'Spice Route',
  contactPerson: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '209-555-0123',
  businessType: 'Food',
  productsServices: 'Samosas, chai and sweets',
  ...overrides,
});

/** A sign-up for the event as the site sends it (no activities chosen), valid unless `overrides` say otherwise. */
export const registrationInput = (eventId: string, overrides: object = {}) => ({
  eventId,
  fullName: 'Asha Patel',
  email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
  guestCount: 2,
  selectedActivities: [],
  activityResponses: [],
  ...overrides,
});

/**
 * Checks a party in at the door, by its ticket code or its registration, as the user signed in with `headers`;
 * answers the check-in (the call must succeed).
 */
export async function checkInParty(
  app: FastifyInstance,
  eventId: string,
  headers: Record<string, string>,
  payload: { code: string } | { registrationId: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/check-ins`,
    headers,
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`check-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The site's settings (one row), by default the group's name and the organisers' address mail goes to. */
export async function insertSiteSettings(
  database: Database,
  values: Partial<typeof siteSettings.$inferInsert> = {},
) {
  await database.db
    .insert(siteSettings)
    .values({ id: 1, groupName: 'Aarohi', contactEmail: 'organisers@example.org', ...values });
}

let signUpAddresses = 0;
/** A network address of its own for each call, so the per-address write limit never bites in a test. */
export const nextTestAddress = () =>
  `10.30.${Math.floor(++signUpAddresses / 250) % 250}.${signUpAddresses % 250}`;

/** POST /api/registrations as a visitor from an address of its own; `body` adds to or overrides the name. */
export const postSignUp = (
  app: FastifyInstance,
  eventId: string,
  body: object,
  email = `p.${Math.random().toString(36).slice(2)}@example.com`,
) =>
  app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: { eventId, fullName: 'Asha Rao', email, ...body },
    headers: XHR_HEADERS,
    remoteAddress: nextTestAddress(),
  });
