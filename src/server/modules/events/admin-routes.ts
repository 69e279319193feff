import { zonedTimeToUtc } from '@shared/dates';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import { eventPayloadSchema, type ParsedEventPayload, slugify } from '@shared/schemas/event-payload';
import { eventSchema } from '@shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredVariant } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { eventToApi } from '../../lib/to-api';
import { audit } from '../audit/repository';
import { createPlaceChanges } from '../registrations/place-changes';
import { createEventsRepository, type EventRow, type NewEventRow } from './repository';
import { EVENT_NOT_FOUND, requireEvent } from './require-event';

type StoredImage = { path: string; variants: StoredVariant[] };

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * A calendar date means the start of that day in the site's zone, and a date and time without an offset (a
 * datetime-local field) that wall-clock time in the site's zone; a timestamp with Z or an offset is taken as given.
 */
export function eventDateFrom(value: string, timeZone: string): Date {
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, year, month, day, hour, minute] = local.map(Number) as number[];
    return zonedTimeToUtc(
      { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour || 0, minute: minute || 0 },
      timeZone,
    );
  }
  return new Date(value);
}

/** Admin event management (SPEC §7): list all, create, update, delete. Paths are relative to /api/admin. */
export const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const eventsRepo = createEventsRepository(db, app.config.siteTimezone);
  const urlFor = (key: string) => app.storage.urlFor(key);
  const placeChanges = createPlaceChanges(app);

  const fieldsOf = (payload: ParsedEventPayload) => ({
    title: payload.title,
    date: eventDateFrom(payload.date, app.config.siteTimezone),
    description: payload.description,
    time: payload.time ? payload.time : null,
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

  /** Unique slugs are chosen before the insert; a simultaneous save taking the same one is retried. */
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

  app.get('/events', { schema: { response: { 200: z.array(eventSchema) } } }, async () =>
    (await eventsRepo.list('all')).map((row) => eventToApi(row, urlFor)),
  );

  app.post(
    '/events',
    { schema: { body: eventPayloadSchema, response: { 201: eventSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const payload = request.body;
      const image = await featuredImageChange(payload.featuredImage, null);
      try {
        const row = await withUniqueSlug(payload.slug ?? slugify(payload.title), undefined, (slug) =>
          eventsRepo.insert({ ...fieldsOf(payload), ...image.set, slug }),
        );
        await audit(db, request, {
          action: 'create',
          entity: 'event',
          entityId: row.id,
          details: { title: row.title, slug: row.slug },
        });
        return reply.code(201).send(eventToApi(row, urlFor));
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
        const base = payload.slug ?? (payload.regenerateSlug ? slugify(payload.title) : null);
        row = base
          ? await withUniqueSlug(base, current.id, (slug) =>
              eventsRepo.update(current.id, { ...fieldsOf(payload), ...image.set, slug }),
            )
          : await eventsRepo.update(current.id, { ...fieldsOf(payload), ...image.set });
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
        details: { title: row.title, slug: row.slug },
      });
      // A raised (or removed) capacity confirms the waiting parties that now fit.
      if (payload.capacity !== undefined && payload.capacity !== current.capacity) {
        await placeChanges.apply(row.id, siteUrlOf(request), async () => {});
        row = (await eventsRepo.findById(row.id)) ?? row;
      }
      return eventToApi(row, urlFor);
    },
  );

  app.delete('/events/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const images = await eventsRepo.imagesOf(request.params.id);
    const row = await eventsRepo.deleteById(request.params.id);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    const files: StoredImage[] = [...images];
    if (row.featuredImage) files.push({ path: row.featuredImage, variants: row.featuredImageVariants });
    await deleteFiles(files);
    await audit(db, request, {
      action: 'delete',
      entity: 'event',
      entityId: row.id,
      details: { title: row.title, slug: row.slug },
    });
    return reply.code(204).send();
  });
};
