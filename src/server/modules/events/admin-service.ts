import { ALREADY_CANCELLED_MESSAGE, type ParsedEventPayload, slugify } from '@shared/schemas/event-payload';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { type AuditActor, recordAudit, recordCreated } from '../audit/audit-log';
import {
  lockPlaces,
  type PlaceChanges,
  recountConfirmed,
  registrationsService,
} from '../registrations/registrations-service';
import type { ReminderSweep } from '../reminders/reminder-sweep';
import { siteSettingsReader } from '../settings/site-settings';
import { cancelEventAndTellRegistrants } from './cancel-event';
import type { EventRow } from './event-row';
import { withChosenSlug, withUniqueSlug } from './event-slugs';
import { timingFromPayload } from './event-timing-input';
import {
  copyFeaturedImage,
  deleteImageFiles,
  featuredImageChange,
  type ImageFiles,
  type StoredImage,
} from './featured-image';
import { timeOrPlaceChanges } from './messages/event-changed';
import { newShapeFields, updatedShapeFields } from './registration-shape-changes';
import { createEventsRepository } from './repository';
import { EVENT_NOT_FOUND, requireEvent } from './require-event';
import { queueTimeOrPlaceMails } from './time-or-place-mails';

// The admin's actions on events: the rules, transactions, audit records and mails behind
// /api/admin/events. Each takes what it uses; admin-routes.ts only speaks HTTP.

export type EventsAdminDeps = ImageFiles & {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon'>;
  /** Confirms waiting parties that fit after a capacity change. */
  placeChanges: Pick<PlaceChanges, 'apply'>;
  /** Reminders made due by a changed start go out at once. */
  reminders: Pick<ReminderSweep, 'soon'>;
};

export type EventWithCounts = { row: EventRow; registrationCount: number; peopleCount: number };

/**
 * What a duplicate does not take from its event: its identity, whether it is public, what happened to the event
 * (a cancellation, the calendar updates sent, the registrations and stalls counted) and the image (copied as files
 * of its own). Everything else is copied, a column added later too (docs/product-rules.md, "Events").
 */
export const NOT_COPIED = [
  'id',
  'slug',
  'title',
  'published',
  'status',
  'cancellationMessage',
  'icsSequence',
  'approvedStalls',
  'confirmedPeople',
  'confirmedByType',
  'featuredImage',
  'featuredImageWidth',
  'featuredImageHeight',
  'featuredImageVariants',
  // A copy is an event of its own: a series' dates are the series' to make.
  'seriesId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof EventRow)[];

function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const rest: Partial<T> = { ...value };
  for (const key of keys) delete rest[key];
  // Every key but the omitted ones is still there.
  return rest as Omit<T, K>;
}

/** The row's columns an event form sets. */
const fieldsOf = (payload: ParsedEventPayload, timeZone: string) => ({
  title: payload.title,
  ...timingFromPayload(payload, timeZone),
  legacyTime: null,
  ...(payload.published === undefined ? {} : { published: payload.published }),
  description: payload.description,
  venue: payload.venue,
  address: payload.address,
  highlights: payload.highlights.filter(Boolean),
  schedule: payload.schedule.map((item) =>
    item.description ? item : { time: item.time, activity: item.activity },
  ),
  whatToBring: payload.whatToBring.filter(Boolean),
  sponsors: payload.sponsors,
  activities: payload.activities,
  registrationOpen: payload.registrationOpen,
  acceptStallApplications: payload.acceptStallApplications,
  stallCapacity: payload.stallCapacity,
  stallWaitlist: payload.stallWaitlist,
  ...(payload.capacity !== undefined ? { capacity: payload.capacity } : {}),
  ...(payload.reminderHoursBefore !== undefined ? { reminderHoursBefore: payload.reminderHoursBefore } : {}),
  ...(payload.translations !== undefined ? { translations: payload.translations } : {}),
});

/** Events with how many registrations and people each has, drafts included (one, or all). */
export async function eventsWithCounts(db: Db, rows: EventRow[]): Promise<EventWithCounts[]> {
  const counts = await registrationsService(db).countsByEvent();
  return rows.map((row) => {
    const c = counts.get(row.id);
    return { row, registrationCount: c?.registrations ?? 0, peopleCount: c?.people ?? 0 };
  });
}

/** Every event, drafts included, with its counts (the admin's list and the door's choice of event). */
export async function listAdminEvents(deps: Pick<EventsAdminDeps, 'db' | 'timeZone'>) {
  const rows = await createEventsRepository(deps.db, deps.timeZone).list('all', { includeDrafts: true });
  return eventsWithCounts(deps.db, rows);
}

/** One event by slug or id, drafts included, with its counts; 404 when there is none. */
export async function adminEvent(deps: Pick<EventsAdminDeps, 'db' | 'timeZone'>, slugOrId: string) {
  const row = requireEvent(await createEventsRepository(deps.db, deps.timeZone).findBySlugOrId(slugOrId));
  const [withCounts] = await eventsWithCounts(deps.db, [row]);
  return withCounts as EventWithCounts;
}

/** Creates an event from the form; its slug chosen (409 when taken) or made from the title. */
export async function createEvent(
  deps: EventsAdminDeps,
  actor: AuditActor,
  payload: ParsedEventPayload,
): Promise<EventRow> {
  const events = createEventsRepository(deps.db, deps.timeZone);
  const image = await featuredImageChange(deps, payload.featuredImage, null);
  try {
    const insert = (slug: string) =>
      events.insert({ ...fieldsOf(payload, deps.timeZone), ...newShapeFields(payload), ...image.set, slug });
    const row = payload.slug
      ? await withChosenSlug(events, payload.slug, undefined, insert)
      : await withUniqueSlug(events, slugify(payload.title), undefined, insert);
    await recordCreated(deps.db, actor, 'event', row.id, { title: row.title, slug: row.slug });
    return row;
  } catch (err) {
    if (image.added) await deleteImageFiles(deps, [image.added]);
    throw err;
  }
}

/**
 * Saves the event form over an event: its fields, ticket types and questions, image and slug. Registrants are
 * told of a new time or place when the admin asks; a raised capacity confirms the waiting parties that now fit.
 */
export async function updateEvent(
  deps: EventsAdminDeps,
  actor: AuditActor,
  id: string,
  payload: ParsedEventPayload,
  siteUrl: string,
): Promise<EventRow> {
  const { db, timeZone } = deps;
  const events = createEventsRepository(db, timeZone);
  const current = requireEvent(await events.findById(id));
  const image = await featuredImageChange(deps, payload.featuredImage, current);
  let row: EventRow | null;
  try {
    // Ticket types and questions are decided with the event's row locked: a sign-up storing tickets of a
    // type (under the same lock) is either seen as using it or sees the new types.
    const save = (slug?: string) =>
      db.transaction(async (tx) => {
        await lockPlaces(tx, [current.id]);
        const locked = await events.findById(current.id, tx);
        if (!locked) return null;
        const updated = await events.update(
          current.id,
          {
            ...fieldsOf(payload, timeZone),
            ...(await updatedShapeFields(tx, locked, payload)),
            ...image.set,
            ...(slug ? { slug } : {}),
          },
          tx,
        );
        // The event's first types give its registrations tickets: the people per type are stored before the
        // lock is let go, as sign-ups count on them.
        if (updated && payload.ticketTypes !== undefined) await recountConfirmed(tx, [current.id]);
        return updated;
      });
    if (payload.slug) row = await withChosenSlug(events, payload.slug, current.id, save);
    else if (payload.regenerateSlug)
      row = await withUniqueSlug(events, slugify(payload.title), current.id, save);
    else row = await save();
  } catch (err) {
    if (image.added) await deleteImageFiles(deps, [image.added]);
    throw err;
  }
  if (!row) {
    if (image.added) await deleteImageFiles(deps, [image.added]);
    throw notFound(EVENT_NOT_FOUND);
  }
  if (image.replaced) await deleteImageFiles(deps, [image.replaced]);
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'event',
    entityId: row.id,
    details: {
      title: row.title,
      slug: row.slug,
      ...(row.slug === current.slug ? {} : { previousSlug: current.slug }),
    },
  });
  if (payload.notifyRegistrants) await tellOfTimeOrPlaceChange(deps, actor, current, row, siteUrl);
  // A raised (or removed) capacity, of the event or of a type, confirms the waiting parties that now fit.
  if (
    (payload.capacity !== undefined && payload.capacity !== current.capacity) ||
    payload.ticketTypes !== undefined
  ) {
    await deps.placeChanges.apply(row.id, siteUrl, async () => {});
    row = (await events.findById(row.id)) ?? row;
  }
  // A changed start or reminder setting may make reminders due now: they go out at once, not at the next sweep.
  deps.reminders.soon();
  return row;
}

/** Registrants are told of a new time or place: one mail each, with the calendar file. */
async function tellOfTimeOrPlaceChange(
  { db, timeZone, mail }: EventsAdminDeps,
  actor: AuditActor,
  before: EventRow,
  updated: EventRow,
  siteUrl: string,
): Promise<void> {
  const changes = timeOrPlaceChanges(before, updated, timeZone);
  if (changes.length === 0) return;
  const { groupName } = await siteSettingsReader(db).get();
  const told = await db.transaction((tx) =>
    queueTimeOrPlaceMails({ db, mail }, tx, { before, updated, changes }, { siteUrl, groupName, timeZone }),
  );
  mail.deliverSoon();
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'event',
    entityId: updated.id,
    details: { title: updated.title, registrantsTold: told, changed: changes.map(([what]) => what) },
  });
}

/** A draft copy of the event, "(copy)" in its title, with its image's files copied and no registrations. */
export async function duplicateEvent(
  deps: EventsAdminDeps,
  actor: AuditActor,
  id: string,
): Promise<EventRow> {
  const events = createEventsRepository(deps.db, deps.timeZone);
  const source = requireEvent(await events.findById(id));
  const image = await copyFeaturedImage(deps, source);
  const title = `${source.title} (copy)`;
  const row = await withUniqueSlug(events, slugify(title), undefined, (slug) =>
    events.insert({
      ...omit(source, NOT_COPIED),
      // The copy has no registrations: types and questions kept only for theirs are not copied.
      ticketTypes: source.ticketTypes.filter((type) => !type.archived),
      questions: source.questions.filter((question) => !question.archived),
      slug,
      title,
      published: false,
      ...image,
    }),
  );
  await recordCreated(deps.db, actor, 'event', row.id, {
    title: row.title,
    slug: row.slug,
    duplicateOf: source.id,
  });
  return row;
}

/** Cancels the event and tells its registrants, with the organisers' message; 409 when it already is. */
export async function cancelEvent(
  deps: EventsAdminDeps,
  actor: AuditActor,
  id: string,
  message: string | null,
  siteUrl: string,
): Promise<EventRow> {
  const current = requireEvent(await createEventsRepository(deps.db, deps.timeZone).findById(id));
  if (current.status === 'cancelled') throw conflict(ALREADY_CANCELLED_MESSAGE);
  const { row, told } = await cancelEventAndTellRegistrants(deps, current.id, message, siteUrl);
  await recordAudit(deps.db, actor, {
    action: 'update',
    entity: 'event',
    entityId: row.id,
    details: { title: row.title, slug: row.slug, cancelled: true, registrantsTold: told },
  });
  return row;
}

/** Deletes the event and its images' files (gallery photos of it included); null when there is none. */
export async function deleteEvent(deps: EventsAdminDeps, id: string): Promise<EventRow | null> {
  const events = createEventsRepository(deps.db, deps.timeZone);
  const images = await events.imagesOf(id);
  const row = await events.deleteById(id);
  if (!row) return null;
  const files: StoredImage[] = [...images];
  if (row.featuredImage) files.push({ path: row.featuredImage, variants: row.featuredImageVariants });
  await deleteImageFiles(deps, files);
  return row;
}
