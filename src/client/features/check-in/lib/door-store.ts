import type { CheckInChange } from '@shared/schemas/check-in-feed';
import type { CheckInParty } from '@shared/schemas/check-ins';

// What the door screen keeps on the phone (localStorage), so it goes on working when the venue's Wi-Fi drops:
// the chosen event's attendee list as the server last told it, the check-ins made here and not yet synced
// (each with the id this phone gave it, so sending it twice counts once), and the check-ins the server refused
// on sync (shown to the volunteer until dismissed, never merged away). A reload keeps all of it.

/** One party on the door list: what the door may see of it, and its ticket code to match scans offline. */
export type Attendee = CheckInChange & { ticketCode: string | null } & Pick<
    CheckInParty,
    'party' | 'guestNames' | 'doorNotes'
  >;

/** A check-in made on this phone, waiting to reach the server. */
export type QueuedCheckIn = {
  clientId: string;
  eventId: string;
  registrationId: string;
  fullName: string;
  people: number;
  madeAt: string;
};

/** A queued check-in the server refused when it arrived (another door had admitted the party meanwhile). */
export type RefusedCheckIn = QueuedCheckIn & { message: string };

export type DoorState = {
  eventId: string | null;
  /** The chosen event's parties as the server last told them (without this phone's waiting check-ins). */
  attendees: Attendee[];
  /** When the list was last loaded whole from the server; null before the first load. */
  listSavedAt: string | null;
  queue: QueuedCheckIn[];
  refused: RefusedCheckIn[];
};

const PREFIX = 'aarohi.check-in.';
const KEYS = {
  event: `${PREFIX}event`,
  list: (eventId: string) => `${PREFIX}list.${eventId}`,
  queue: `${PREFIX}queue`,
  refused: `${PREFIX}refused`,
};

function read<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the screen still works until it is closed.
  }
}

type SavedList = { attendees: Attendee[]; savedAt: string };

function loadState(): DoorState {
  const eventId = read<string | null>(KEYS.event, null);
  const list = eventId ? read<SavedList | null>(KEYS.list(eventId), null) : null;
  return {
    eventId,
    attendees: list?.attendees ?? [],
    listSavedAt: list?.savedAt ?? null,
    queue: read<QueuedCheckIn[]>(KEYS.queue, []),
    refused: read<RefusedCheckIn[]>(KEYS.refused, []),
  };
}

/** The people of a party checked in here and not yet synced. */
export const waitingPeople = (queue: QueuedCheckIn[], eventId: string | null, registrationId: string) =>
  queue
    .filter((q) => q.eventId === eventId && q.registrationId === registrationId)
    .reduce((sum, q) => sum + q.people, 0);

/** The list as the volunteer should see it: the server's counts plus this phone's waiting check-ins. */
export function attendeesAsSeenHere(state: DoorState): Attendee[] {
  if (state.queue.length === 0) return state.attendees;
  return state.attendees.map((a) => {
    const waiting = waitingPeople(state.queue, state.eventId, a.registrationId);
    return waiting === 0 ? a : { ...a, checkedIn: a.checkedIn + waiting };
  });
}

/** Arrived people of the confirmed parties, and how many those parties bring. */
export function arrivedCount(attendees: Attendee[]): { arrived: number; expected: number } {
  let arrived = 0;
  let expected = 0;
  for (const a of attendees) {
    if (a.status !== 'confirmed') continue;
    arrived += Math.min(a.checkedIn, a.guestCount);
    expected += a.guestCount;
  }
  return { arrived, expected };
}

/** The door screen's state on this phone, as an external store React subscribes to. */
export function createDoorStore() {
  let state = loadState();
  const listeners = new Set<() => void>();
  const set = (next: DoorState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const saveList = (eventId: string, attendees: Attendee[], savedAt: string) =>
    write(KEYS.list(eventId), { attendees, savedAt } satisfies SavedList);

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,

    chooseEvent(eventId: string) {
      if (eventId === state.eventId) return;
      write(KEYS.event, eventId);
      const list = read<SavedList | null>(KEYS.list(eventId), null);
      set({ ...state, eventId, attendees: list?.attendees ?? [], listSavedAt: list?.savedAt ?? null });
    },

    /** The whole list, freshly loaded from the server. */
    listLoaded(eventId: string, attendees: Attendee[]) {
      const savedAt = new Date().toISOString();
      saveList(eventId, attendees, savedAt);
      if (eventId === state.eventId) set({ ...state, attendees, listSavedAt: savedAt });
    },

    /** One party's new state, heard live or answered by the server. */
    partyChanged(eventId: string, change: CheckInChange, ticketCode?: string | null) {
      if (eventId !== state.eventId) return;
      const known = state.attendees.find((a) => a.registrationId === change.registrationId);
      const attendees = known
        ? state.attendees.map((a) => (a === known ? { ...known, ...change } : a))
        : [...state.attendees, { ...change, ticketCode: ticketCode ?? null }];
      saveList(eventId, attendees, state.listSavedAt ?? new Date().toISOString());
      set({ ...state, attendees });
    },

    enqueue(checkIn: QueuedCheckIn) {
      const queue = [...state.queue, checkIn];
      write(KEYS.queue, queue);
      set({ ...state, queue });
    },

    /** A queued check-in reached the server: it counts in the server's numbers from now on. */
    synced(clientId: string) {
      const queue = state.queue.filter((q) => q.clientId !== clientId);
      write(KEYS.queue, queue);
      set({ ...state, queue });
    },

    /** The server refused a queued check-in: it leaves the queue and waits for the volunteer to read it. */
    refusedOnSync(checkIn: QueuedCheckIn, message: string) {
      const queue = state.queue.filter((q) => q.clientId !== checkIn.clientId);
      const refused = [...state.refused, { ...checkIn, message }];
      write(KEYS.queue, queue);
      write(KEYS.refused, refused);
      set({ ...state, queue, refused });
    },

    dismissRefused(clientId: string) {
      const refused = state.refused.filter((r) => r.clientId !== clientId);
      write(KEYS.refused, refused);
      set({ ...state, refused });
    },
  };
}

export type DoorStore = ReturnType<typeof createDoorStore>;
