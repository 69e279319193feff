import { apiGet, apiRequest } from '@client/lib/api-client';
import type { Attendee } from '../lib/door-store';

// The door's calls (docs/product-rules.md, "Check-in at the door"), one fetcher each.

const eventPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`;

/** GET /api/admin/events/:id/check-in-list: every party of the event, for the phone to keep. */
export type CheckInList = { eventId: string; generatedAt: string; registrations: Attendee[] };
export const getCheckInList = (eventId: string) => apiGet<CheckInList>(`${eventPath(eventId)}/check-in-list`);

export type CheckInRequest = {
  code?: string;
  registrationId?: string;
  people?: number;
  /** This phone's id for the check-in: sent again (a retried sync), it is counted once. */
  clientId: string;
  deviceId: string;
};

/** The party as it is after the check-in, and the check-in itself (its id undoes it). */
export type CheckInAnswer = Attendee & { checkInId: string; people: number; replayed: boolean };

/** POST /api/admin/events/:id/check-ins; 409 with the reason when the party cannot come in. */
export const postCheckIn = (eventId: string, body: CheckInRequest) =>
  apiRequest<CheckInAnswer>('POST', `${eventPath(eventId)}/check-ins`, body);

/** DELETE /api/admin/events/:id/check-ins/:checkInId: the party as it is after the undo. */
export const undoCheckIn = (eventId: string, checkInId: string) =>
  apiRequest<Attendee>('DELETE', `${eventPath(eventId)}/check-ins/${encodeURIComponent(checkInId)}`);

/** The server-sent events of the event's check-ins, as other doors make them. */
export const checkInStreamUrl = (eventId: string) => `${eventPath(eventId)}/check-ins/stream`;

/** POST /api/admin/events/:id/walk-ups: a party registered at the door (counted against the capacity). */
export const createWalkUp = (
  eventId: string,
  body: { fullName: string; guestCount: number; email: string | null },
) => apiRequest<Attendee>('POST', `${eventPath(eventId)}/walk-ups`, body);
