import { useEffect, useState } from 'react';

// The mailed manage link is /events/{slug}/volunteer?manage={volunteerId}.{token} (server: volunteers/shift-api.ts).
// The browser keeps it per event, so the volunteer page opens at their shifts when they come back.

export type HeldVolunteer = { volunteerId: string; manageToken: string };

const storageKey = (eventId: string) => `volunteer:${eventId}`;

function parse(value: string | null): HeldVolunteer | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1) return null;
  return { volunteerId: value.slice(0, dot), manageToken: value.slice(dot + 1) };
}

export function holdVolunteer(eventId: string, held: HeldVolunteer | null) {
  try {
    if (held) window.localStorage.setItem(storageKey(eventId), `${held.volunteerId}.${held.manageToken}`);
    else window.localStorage.removeItem(storageKey(eventId));
  } catch {
    // Storage may be off (private mode): the mailed link still works.
  }
}

/**
 * The volunteer this browser manages for the event: from the address's ?manage= (kept, then taken out of the
 * address bar so the token does not linger in history or a screenshot), else from an earlier visit.
 */
export function useHeldVolunteer(
  eventId: string | undefined,
): [HeldVolunteer | null, (h: HeldVolunteer | null) => void] {
  const [held, setHeld] = useState<HeldVolunteer | null>(null);
  useEffect(() => {
    if (!eventId) return;
    const url = new URL(window.location.href);
    const fromLink = parse(url.searchParams.get('manage'));
    if (fromLink) {
      holdVolunteer(eventId, fromLink);
      url.searchParams.delete('manage');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      setHeld(fromLink);
      return;
    }
    try {
      setHeld(parse(window.localStorage.getItem(storageKey(eventId))));
    } catch {
      setHeld(null);
    }
  }, [eventId]);
  const update = (next: HeldVolunteer | null) => {
    if (eventId) holdVolunteer(eventId, next);
    setHeld(next);
  };
  return [held, update];
}
