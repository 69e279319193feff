import type { AdminShift, PublicShift } from '@shared/schemas/volunteers';
import { shiftLabel } from '@shared/volunteer-shifts';
import { badRequest, conflict, type HttpError } from '../../lib/http-error';
import type { CountedShift, ShiftRefusal, VolunteersRepository } from './repository';

type Roster = Awaited<ReturnType<VolunteersRepository['roster']>>;

// Shifts as the API speaks them, and the refusals of a sign-up in words a volunteer can act on.

export const SHIFT_NOT_FOUND_MESSAGE = 'Shift not found';
/** A sign-up naming a shift that is not one of the event's. */
export const UNKNOWN_SHIFT_MESSAGE = 'One or more chosen shifts are not shifts of this event';

export const shiftToPublic = (shift: CountedShift): PublicShift => ({
  id: shift.id,
  role: shift.role,
  description: shift.description,
  startsAt: shift.startsAt.toISOString(),
  endsAt: shift.endsAt.toISOString(),
  needed: shift.needed,
  spotsLeft: Math.max(0, shift.needed - shift.filled),
});

export const shiftToAdmin = (shift: CountedShift): AdminShift => ({
  ...shiftToPublic(shift),
  eventId: shift.eventId,
  filled: shift.filled,
});

/** The 409 (or 400) a refused sign-up or change answers, naming the shift. */
export function refusalMessage(refusal: ShiftRefusal, timeZone: string): HttpError {
  switch (refusal.status) {
    case 'no-shift':
      return badRequest(UNKNOWN_SHIFT_MESSAGE, 'shiftIds');
    case 'started':
      return conflict(`This shift has already started: ${shiftLabel(refusal.shift, timeZone)}`);
    case 'full':
      return conflict(
        `This shift is full: ${shiftLabel(refusal.shift, timeZone)}. Please choose another one.`,
      );
    case 'overlap': {
      const [a, b] = refusal.shifts;
      return conflict(
        `These shifts overlap in time, so one person cannot take both: ${shiftLabel(a, timeZone)} and ${shiftLabel(b, timeZone)}`,
      );
    }
  }
}

/** The volunteer's manage page: the event's volunteer page with the id and token after `?manage=`. */
export const volunteerManageUrl = (siteUrl: string, slug: string, volunteerId: string, token: string) =>
  `${siteUrl}/events/${encodeURIComponent(slug)}/volunteer?manage=${volunteerId}.${token}`;

/** The organisers' roster: each shift with its volunteers' contact details and check-ins. */
export const rosterToAdmin = (roster: Roster) => ({
  shifts: roster.map(({ shift, people }) => ({
    ...shiftToAdmin(shift),
    volunteers: people.map((p) => ({
      id: p.volunteer.id,
      fullName: p.volunteer.fullName,
      email: p.volunteer.email,
      phone: p.volunteer.phone,
      notes: p.volunteer.notes,
      signedUpAt: p.signedUpAt.toISOString(),
      checkedInAt: p.checkedInAt?.toISOString() ?? null,
      checkedInBy: p.checkedInBy,
    })),
  })),
});

/** The door's volunteers tab: names and shifts only, never an address, phone number or note. */
export const rosterToDoor = (roster: Roster) => ({
  shifts: roster.map(({ shift, people }) => ({
    id: shift.id,
    role: shift.role,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    volunteers: people.map((p) => ({
      id: p.volunteer.id,
      fullName: p.volunteer.fullName,
      checkedInAt: p.checkedInAt?.toISOString() ?? null,
    })),
  })),
});
