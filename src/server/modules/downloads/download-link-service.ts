import { DOWNLOAD_LINK_DAYS } from '@shared/constants';
import type { Db } from '../../db/client';
import { type AuditActor, recordCreated } from '../audit/audit-log';
import type { EventRow } from '../events/event-row';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createDownloadLinksRepository, type DownloadLinkRow } from './repository';

// Shareable links to an event's registrations CSV (docs/product-rules.md, "Downloads"): made, listed and revoked by
// the organisers, followed by whoever holds one.

export const DOWNLOAD_LINK_NOT_FOUND = 'Download link not found';
const DAY_MS = 86_400_000;

const linkEvent = async (db: Db, timeZone: string, slugOrId: string) =>
  requireEvent(await eventsReader(db, timeZone).findBySlugOrId(slugOrId));

/** A new link to the event's registrations CSV, live for DOWNLOAD_LINK_DAYS from `now`. */
export async function createDownloadLink(
  db: Db,
  timeZone: string,
  actor: NonNullable<AuditActor>,
  eventSlugOrId: string,
  now: Date,
): Promise<DownloadLinkRow> {
  const event = await linkEvent(db, timeZone, eventSlugOrId);
  const row = await createDownloadLinksRepository(db).create(
    event.id,
    actor.id,
    new Date(now.getTime() + DOWNLOAD_LINK_DAYS * DAY_MS),
  );
  await recordCreated(db, actor, 'download_link', row.id, {
    eventId: event.id,
    expiresAt: row.expiresAt.toISOString(),
  });
  return row;
}

/** The event's links still live. */
export async function liveDownloadLinks(
  db: Db,
  timeZone: string,
  eventSlugOrId: string,
): Promise<DownloadLinkRow[]> {
  const event = await linkEvent(db, timeZone, eventSlugOrId);
  return createDownloadLinksRepository(db).listLive(event.id);
}

export const revokeDownloadLink = (db: Db, id: string) => createDownloadLinksRepository(db).revoke(id);

/** The event a live, unexpired link opens; null for a revoked, expired or unknown one (or a deleted event). */
export async function eventOfDownloadLink(
  db: Db,
  timeZone: string,
  token: string,
): Promise<{ link: DownloadLinkRow; event: EventRow } | null> {
  const link = await createDownloadLinksRepository(db).findLiveByToken(token);
  const event = link ? await eventsReader(db, timeZone).findById(link.eventId) : null;
  return link && event ? { link, event } : null;
}
