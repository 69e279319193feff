import type { Db } from '../../db/client';
import type { eventVideos } from '../../db/schema';
import { type AuditActor, recordCreated } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createVideosAdminRepository } from './admin-repository';
import { createVideosRepository, type EventVideoRow } from './repository';

export const VIDEO_NOT_FOUND = 'Video not found';

/** Adds a video to an event (the demo content's). */
export const addVideo = (db: Db, video: typeof eventVideos.$inferInsert): Promise<EventVideoRow> =>
  createVideosRepository(db).insert(video);

/** An event's videos, for its page. */
export const videosOfEvent = (db: Db, eventId: string): Promise<EventVideoRow[]> =>
  createVideosRepository(db).listForEvent(eventId);

/** Adds a YouTube link to an event (by slug or id; 404 when there is none). */
export async function addEventVideo(
  db: Db,
  timeZone: string,
  actor: NonNullable<AuditActor>,
  eventSlugOrId: string,
  input: { title?: string | null; videoUrl: string },
): Promise<EventVideoRow> {
  const event = requireEvent(await eventsReader(db, timeZone).findBySlugOrId(eventSlugOrId));
  const row = await addVideo(db, {
    eventId: event.id,
    title: input.title || null,
    videoUrl: input.videoUrl,
    uploadedBy: actor.id,
  });
  await recordCreated(db, actor, 'event_video', row.id, { eventId: event.id, videoUrl: row.videoUrl });
  return row;
}

export const deleteEventVideo = (db: Db, id: string) => createVideosAdminRepository(db).deleteById(id);
