import { catalogues } from '@client/lib/i18n/catalogues';
import { pageLanguage } from '@client/lib/i18n/i18n-context';
import { REFUSAL_IDS, translateRefusal } from '@client/lib/i18n/server-refusals';
import { UNAVAILABLE_MESSAGE } from '@server/lib/database-errors';
import { rateLimitedMessage } from '@server/lib/public-write-limit';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE } from '@server/modules/event-messages/routes';
import { placesLeftMessage } from '@server/modules/registrations/place-changes';
import {
  ALREADY_REGISTERED_MESSAGE,
  BAD_MANAGE_TOKEN_MESSAGE,
  CANCELLED_MESSAGE,
  OTHER_EMAIL_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
  TICKET_TYPES_CHANGED_MESSAGE,
} from '@server/modules/registrations/registration-messages';
import { TOO_MANY_FOR_EMAIL, TOO_MANY_FOR_EVENT } from '@server/modules/registrations/sign-up-limits';
import { NOT_A_DATE_MESSAGE } from '@server/modules/series/series-admin-service';
import { alreadyRegisteredFor, NOT_THIS_SERIES_MESSAGE } from '@server/modules/series/series-sign-up-service';
import { STALLS_NOT_ACCEPTED_MESSAGE } from '@server/modules/stalls/stall-application-service';
import type { ShiftRow } from '@server/modules/volunteers/repository';
import { refusalMessage } from '@server/modules/volunteers/shift-api';
import {
  ALREADY_VOLUNTEERING_MESSAGE,
  BAD_VOLUNTEER_TOKEN_MESSAGE,
  NOT_ON_SHIFT_MESSAGE,
} from '@server/modules/volunteers/volunteer-sign-up-service';
import { shiftLabel } from '@shared/volunteer-shifts';
import { describe, expect, it } from 'vitest';

// The server's refusals a public form shows, as the server words them, through the forms' translation: English
// comes back word for word, Hindi in Devanagari but for the names and dates the server put in.

const shift = (role: string): ShiftRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  eventId: '00000000-0000-4000-8000-000000000002',
  role,
  description: null,
  startsAt: new Date('2026-12-26T18:00:00Z'),
  endsAt: new Date('2026-12-26T20:00:00Z'),
  needed: 2,
  createdAt: new Date(),
  updatedAt: new Date(),
});
const TZ = 'America/Los_Angeles';
const messageOf = (error: Error) => error.message;

const refusals = [
  ...Object.keys(REFUSAL_IDS),
  placesLeftMessage(0),
  placesLeftMessage(1),
  placesLeftMessage(3),
  rateLimitedMessage(30),
  rateLimitedMessage(60, TOO_MANY_FOR_EMAIL),
  rateLimitedMessage(480, TOO_MANY_FOR_EVENT),
  messageOf(refusalMessage({ status: 'full', shift: shift('Gate') }, TZ)),
  messageOf(refusalMessage({ status: 'started', shift: shift('Gate') }, TZ)),
  messageOf(refusalMessage({ status: 'overlap', shifts: [shift('Gate'), shift('Kitchen')] }, TZ)),
  alreadyRegisteredFor('Tuesday, December 1, 2026'),
];

const en = pageLanguage('en', catalogues.en).t;
const hi = pageLanguage('hi', catalogues.hi).t;

describe("the server's refusals on the public forms", () => {
  it("are the server's constants word for word", () => {
    expect(Object.keys(REFUSAL_IDS).sort()).toEqual(
      [
        REGISTRATION_CLOSED_MESSAGE,
        ALREADY_REGISTERED_MESSAGE,
        placesLeftMessage(0),
        CANCELLED_MESSAGE,
        OTHER_EMAIL_MESSAGE,
        BAD_MANAGE_TOKEN_MESSAGE,
        REGISTRATION_NOT_FOUND_MESSAGE,
        TICKET_TYPES_CHANGED_MESSAGE,
        STALLS_NOT_ACCEPTED_MESSAGE,
        ALREADY_VOLUNTEERING_MESSAGE,
        BAD_VOLUNTEER_TOKEN_MESSAGE,
        NOT_ON_SHIFT_MESSAGE,
        NOT_A_DATE_MESSAGE,
        NOT_THIS_SERIES_MESSAGE,
        BAD_UNSUBSCRIBE_LINK_MESSAGE,
        UNAVAILABLE_MESSAGE,
      ].sort(),
    );
  });

  it.each(refusals)('"%s" stays word for word in English and is Hindi on a Hindi page', (refusal) => {
    expect(translateRefusal(refusal, en)).toBe(refusal);
    const hindi = translateRefusal(refusal, hi) ?? '';
    // The shift's label and the series date are the server's (in English), put in as they are.
    const names = [
      shiftLabel(shift('Gate'), TZ),
      shiftLabel(shift('Kitchen'), TZ),
      'Tuesday, December 1, 2026',
    ];
    let left = hindi;
    for (const name of names) left = left.replaceAll(name, '');
    expect(left).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateRefusal('Something else went wrong', hi)).toBeNull();
  });
});
