import { describe, expect, it } from 'vitest';
import {
  type Attendee,
  arrivedCount,
  attendeesAsSeenHere,
  type DoorState,
  waitingPeople,
} from './door-store';

const party = (registrationId: string, overrides: Partial<Attendee> = {}): Attendee => ({
  registrationId,
  fullName: `Party ${registrationId}`,
  guestCount: 3,
  status: 'confirmed',
  checkedIn: 0,
  ticketCode: `code-${registrationId}`,
  ...overrides,
});

const queued = (registrationId: string, people: number, eventId = 'e1') => ({
  clientId: `${registrationId}-${people}-${eventId}`,
  eventId,
  registrationId,
  fullName: `Party ${registrationId}`,
  people,
  madeAt: '2026-01-01T18:00:00.000Z',
});

describe('door list as seen on the phone', () => {
  const state = (attendees: Attendee[], queue: DoorState['queue']): DoorState => ({
    eventId: 'e1',
    attendees,
    listSavedAt: null,
    queue,
    refused: [],
  });

  it("adds this phone's waiting check-ins of the chosen event to the server's counts", () => {
    const seen = attendeesAsSeenHere(
      state([party('a', { checkedIn: 1 }), party('b')], [queued('a', 2), queued('a', 1, 'other-event')]),
    );
    expect(seen.map((a) => a.checkedIn)).toEqual([3, 0]);
    expect(waitingPeople([queued('a', 2), queued('b', 1)], 'e1', 'a')).toBe(2);
  });

  it('counts arrivals of confirmed parties only, never more than a party brings', () => {
    expect(
      arrivedCount([
        party('a', { checkedIn: 2 }),
        party('b', { checkedIn: 5, guestCount: 4 }),
        party('c', { status: 'waitlisted', guestCount: 2 }),
        party('d', { status: 'cancelled', checkedIn: 1 }),
      ]),
    ).toEqual({ arrived: 6, expected: 7 });
  });
});
