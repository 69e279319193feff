import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  ALREADY_CANCELLED_MESSAGE,
  cancelEventPayloadSchema,
  eventPayloadSchema,
  type ParsedEventPayload,
  SLUG_TAKEN_MESSAGE,
  slugify,
} from '@shared/schemas/event-payload';
import { adminEventSchema, eventSchema } from '@shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredVariant } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict, notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { eventToApi } from '../../lib/to-api';
import { eventChangedMessage, timeOrPlaceChanges } from '../../plugins/mail/messages/event-changed';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { audit, auditCreated } from '../audit/audit-log';
import { createPlaceChanges } from '../registrations/place-changes';
import { lockPlaces, registrationsService } from '../registrations/registrations-service';
import { siteSettingsReader } from '../settings/site-settings';
import { createEventCancel } from './cancel-event';
import { timingFromPayload } from './event-timing-input';
import { newShapeFields, updatedShapeFields } from './registration-shape-changes';
import { createEventsRepository, type EventRow, type NewEventRow } from './repository';
import { EVENT_NOT_FOUND, requireEvent } from './require-event';

type StoredImage = { path: string; variants: StoredVariant[] };

/**
 * What a duplicate does not take from its event: its identity, whether it is public, what happened to the event
 * (a cancellation, the calendar updates sent, the registrations and stalls counted) and the image (copied as files
 * of its own). Everything else is copied, a column added later too (docs/product-rules.md, "Events").
 */
const NOT_COPIED = [
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

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Admin event management: list all, create, update, delete. Paths are relative to /api/admin. */
export const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const eventsRepo = createEventsRepository(db, app.config.siteTimezone);
  const urlFor = (key: string) => app.storage.urlFor(key);
  const placeChanges = createPlaceChanges(app);
  const registrationsRepo = registrationsService(db);
  const settings = siteSettingsReader(db);
  const cancelEvent = createEventCancel(app);

  const timeZone = app.config.siteTimezone;
  const toApi = (row: EventRow) => eventToApi(row, urlFor, timeZone);

  const fieldsOf = (payload: ParsedEventPayload) => ({
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
    ...(payload.reminderHoursBefore !== undefined
      ? { reminderHoursBefore: payload.reminderHoursBefore }
      : {}),
  });

  /**
   * What the payload's featuredImage asks for: unchanged (left out, or the current image's key or URL), removed
   * (null or empty), or a new upload, verified and processed now. `replaced` is the old image to delete once
   * the row no longer points at it.
   */
  const featuredImageChange = async (
    value: string | null | undefined,
    current: EventRow | null,
  ): Promise<{ set: Partial<NewEventRow>; replaced: StoredImage | null; added: StoredImage | null }> => {
    const currentImage = current?.featuredImage
      ? { path: current.featuredImage, variants: current.featuredImageVariants }
      : null;
    if (value === undefined) return { set: {}, replaced: null, added: null };
    if (currentImage && (value === currentImage.path || value === urlFor(currentImage.path))) {
      return { set: {}, replaced: null, added: null };
    }
    if (value === null || value === '') {
      return {
        set: {
          featuredImage: null,
          featuredImageWidth: null,
          featuredImageHeight: null,
          featuredImageVariants: [],
        },
        replaced: currentImage,
        added: null,
      };
    }
    const processed = await app.images.processUpload(value);
    return {
      set: {
        featuredImage: processed.path,
        featuredImageWidth: processed.width,
        featuredImageHeight: processed.height,
        featuredImageVariants: processed.variants,
      },
      replaced: currentImage,
      added: { path: processed.path, variants: processed.variants },
    };
  };

  const deleteFiles = async (images: StoredImage[]) => {
    for (const image of images) {
      try {
        await app.images.deleteImage(image);
      } catch (err) {
        app.log.error({ err, path: image.path }, 'could not delete image files');
      }
    }
  };

  /**
   * The slug the admin chose, refused (409, naming slug) when another event has it or had it: an address given out
   * keeps leading to its event. A simultaneous save taking it first is refused the same way.
   */
  const withChosenSlug = async <T>(
    slug: string,
    exceptId: string | undefined,
    save: (slug: string) => Promise<T>,
  ) => {
    if (await eventsRepo.slugTaken(slug, exceptId)) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
    try {
      return await save(slug);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
      throw err;
    }
  };

  /** Slugs made from a title are made unique before the insert; a simultaneous save taking the same one is retried. */
  const withUniqueSlug = async <T>(
    base: string,
    exceptId: string | undefined,
    save: (slug: string) => Promise<T>,
  ) => {
    for (let attempt = 0; ; attempt++) {
      const slug = await eventsRepo.uniqueSlug(base, exceptId);
      try {
        return await save(slug);
      } catch (err) {
        if (attempt < 3 && isUniqueViolation(err)) continue;
        throw err;
      }
    }
  };

  const withCounts = async (rows: EventRow[]) => {
    const counts = await registrationsRepo.countsByEvent();
    return rows.map((row) => {
      const c = counts.get(row.id);
      return { ...toApi(row), registrationCount: c?.registrations ?? 0, peopleCount: c?.people ?? 0 };
    });
  };

  // The door's check-in screen chooses its event from this list too.
  app.get(
    '/events',
    { config: { doorAccess: true }, schema: { response: { 200: z.array(adminEventSchema) } } },
    async () => withCounts(await eventsRepo.list('all', { includeDrafts: true })),
  );

  /** One event, drafts included: the admin's preview of its public page. */
  app.get(
    '/events/:id',
    { schema: { params: idParamSchema, response: { 200: adminEventSchema, 404: apiErrorSchema } } },
    async (request) => {
      const [row] = await withCounts([requireEvent(await eventsRepo.findBySlugOrId(request.params.id))]);
      return row;
    },
  );

  app.post(
    '/events',
    { schema: { body: eventPayloadSchema, response: { 201: eventSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const payload = request.body;
      const image = await featuredImageChange(payload.featuredImage, null);
      try {
        const insert = (slug: string) =>
          eventsRepo.insert({ ...fieldsOf(payload), ...newShapeFields(payload), ...image.set, slug });
        const row = payload.slug
          ? await withChosenSlug(payload.slug, undefined, insert)
          : await withUniqueSlug(slugify(payload.title), undefined, insert);
        await auditCreated(db, request, 'event', row.id, { title: row.title, slug: row.slug });
        return reply.code(201).send(toApi(row));
      } catch (err) {
        if (image.added) await deleteFiles([image.added]);
        throw err;
      }
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        params: idParamSchema,
        body: eventPayloadSchema,
        response: { 200: eventSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const current = requireEvent(await eventsRepo.findById(request.params.id));
      const payload = request.body;
      const image = await featuredImageChange(payload.featuredImage, current);
      let row: EventRow | null;
      try {
        // Ticket types and questions are decided with the event's row locked: a sign-up storing tickets of a
        // type (under the same lock) is either seen as using it or sees the new types.
        const save = (slug?: string) =>
          db.transaction(async (tx) => {
            await lockPlaces(tx, [current.id]);
            const locked = await eventsRepo.findById(current.id, tx);
            if (!locked) return null;
            return eventsRepo.update(
              current.id,
              {
                ...fieldsOf(payload),
                ...(await updatedShapeFields(tx, locked, payload)),
                ...image.set,
                ...(slug ? { slug } : {}),
              },
              tx,
            );
          });
        if (payload.slug) row = await withChosenSlug(payload.slug, current.id, save);
        else if (payload.regenerateSlug) row = await withUniqueSlug(slugify(payload.title), current.id, save);
        else row = await save();
      } catch (err) {
        if (image.added) await deleteFiles([image.added]);
        throw err;
      }
      if (!row) {
        if (image.added) await deleteFiles([image.added]);
        throw notFound(EVENT_NOT_FOUND);
      }
      if (image.replaced) await deleteFiles([image.replaced]);
      await audit(db, request, {
        action: 'update',
        entity: 'event',
        entityId: row.id,
        details: {
          title: row.title,
          slug: row.slug,
          ...(row.slug === current.slug ? {} : { previousSlug: current.slug }),
        },
      });
      // Registrants are told of a new time or place when the admin asks: one mail each, with the calendar file.
      if (payload.notifyRegistrants) {
        const changes = timeOrPlaceChanges(current, row, timeZone);
        if (changes.length > 0) {
          const siteUrl = siteUrlOf(request);
          const { groupName } = await settings.get();
          const updated = row;
          const told = await db.transaction(async (tx) => {
            const contacts = await registrationsRepo.contactsOf(updated.id, tx);
            const outbox = createOutboundEmailsRepository(tx);
            for (const registration of contacts) {
              await outbox.insert(
                app.mail.prepare(
                  eventChangedMessage({
                    event: updated,
                    registration,
                    changes,
                    siteUrl,
                    groupName,
                    timeZone,
                  }),
                ),
              );
            }
            return contacts.length;
          });
          app.mail.deliverSoon();
          await audit(db, request, {
            action: 'update',
            entity: 'event',
            entityId: updated.id,
            details: { title: updated.title, registrantsTold: told, changed: changes.map(([what]) => what) },
          });
        }
      }
      // A raised (or removed) capacity, of the event or of a type, confirms the waiting parties that now fit.
      if (
        (payload.capacity !== undefined && payload.capacity !== current.capacity) ||
        payload.ticketTypes !== undefined
      ) {
        await placeChanges.apply(row.id, siteUrlOf(request), async () => {});
        row = (await eventsRepo.findById(row.id)) ?? row;
      }
      // A changed start or reminder setting may make reminders due now: they go out at once, not at the next sweep.
      app.reminders.soon();
      return toApi(row);
    },
  );

  /** The featured image's files copied under a new folder, so the copy survives the original's deletion. */
  const copyImage = async (row: EventRow): Promise<Partial<NewEventRow>> => {
    if (!row.featuredImage) return {};
    const folder = `images/${randomUUID()}`;
    const copy = async (key: string) => {
      const target = `${folder}/${path.posix.basename(key)}`;
      const bytes = await app.storage.read(key);
      if (bytes) await app.storage.put(target, bytes, contentTypeOf(key));
      return target;
    };
    const variants: StoredVariant[] = [];
    for (const v of row.featuredImageVariants) variants.push({ width: v.width, path: await copy(v.path) });
    return {
      featuredImage: await copy(row.featuredImage),
      featuredImageWidth: row.featuredImageWidth,
      featuredImageHeight: row.featuredImageHeight,
      featuredImageVariants: variants,
    };
  };

  app.post(
    '/events/:id/duplicate',
    { schema: { params: idParamSchema, response: { 201: eventSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const source = requireEvent(await eventsRepo.findById(request.params.id));
      const image = await copyImage(source);
      const title = `${source.title} (copy)`;
      const row = await withUniqueSlug(slugify(title), undefined, (slug) =>
        eventsRepo.insert({
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
      await auditCreated(db, request, 'event', row.id, {
        title: row.title,
        slug: row.slug,
        duplicateOf: source.id,
      });
      return reply.code(201).send(toApi(row));
    },
  );

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        params: idParamSchema,
        body: cancelEventPayloadSchema.optional(),
        response: { 200: eventSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const current = requireEvent(await eventsRepo.findById(request.params.id));
      if (current.status === 'cancelled') throw conflict(ALREADY_CANCELLED_MESSAGE);
      const message = request.body?.message?.trim() || null;
      const { row, told } = await cancelEvent(current.id, message, siteUrlOf(request));
      await audit(db, request, {
        action: 'update',
        entity: 'event',
        entityId: row.id,
        details: { title: row.title, slug: row.slug, cancelled: true, registrantsTold: told },
      });
      return toApi(row);
    },
  );

  adminDeleteRoute(app, {
    path: '/events/:id',
    remove: async (id) => {
      const images = await eventsRepo.imagesOf(id);
      const row = await eventsRepo.deleteById(id);
      if (!row) return null;
      const files: StoredImage[] = [...images];
      if (row.featuredImage) files.push({ path: row.featuredImage, variants: row.featuredImageVariants });
      await deleteFiles(files);
      return row;
    },
    notFoundMessage: EVENT_NOT_FOUND,
    audit: (row) => ({ entity: 'event', details: { title: row.title, slug: row.slug } }),
  });
};
