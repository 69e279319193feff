import type { Db } from '../../db/client';
import type { eventVideos } from '../../db/schema';
import { createVideosRepository, type EventVideoRow } from './repository';

/** Adds a video to an event (the demo content's). */
export const addVideo = (db: Db, video: typeof eventVideos.$inferInsert): Promise<EventVideoRow> =>
  createVideosRepository(db).insert(video);

/** An event's videos, for its page. */
export const videosOfEvent = (db: Db, eventId: string): Promise<EventVideoRow[]> =>
  createVideosRepository(db).listForEvent(eventId);
