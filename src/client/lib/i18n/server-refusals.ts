import type { MessageKey, Translate } from './i18n-context';

/**
 * The server's refusals a public form can show (a sign-up that no longer fits, a limit hit, a link that does not
 * work), by their message ids. The API words them in English; the forms show them in the page's language. Keys are
 * the server's words exactly (a unit test checks them against the server's constants and the English catalogue).
 */
export const REFUSAL_IDS: Readonly<Record<string, MessageKey>> = {
  'Registration is closed for this event': 'refusal.registrationClosed',
  'This email address is already registered for this event': 'refusal.alreadyRegistered',
  'No places are left for this event': 'refusal.noPlacesLeft',
  'This registration has been cancelled; register again to come': 'refusal.cancelled',
  'This registration is for another email address: to register someone else, start a new registration':
    'refusal.otherEmail',
  'This registration can only be changed with its manage link': 'refusal.badManageLink',
  'Registration not found': 'refusal.registrationNotFound',
  'The ticket types of this event have just changed: please reload the page and choose again':
    'refusal.ticketTypesChanged',
  'This event is not accepting stall applications': 'refusal.stallsNotAccepted',
  'This email address has already signed up to volunteer for this event: use the link in your confirmation mail to add shifts':
    'refusal.alreadyVolunteering',
  'These shifts can only be changed with the link from your confirmation mail': 'refusal.badVolunteerLink',
  'You are not down for this shift': 'refusal.notOnShift',
  'Choose a date of this series': 'refusal.notADate',
  'One or more of the chosen dates are not dates of this series': 'refusal.notThisSeries',
  'This unsubscribe link is not valid (or its event no longer exists)': 'refusal.badUnsubscribeLink',
  'The site is temporarily unavailable. Please try again in a minute.': 'refusal.unavailable',
};

/** Which limit a 429 names, in the words it starts with. */
const LIMIT_IDS: Readonly<Record<string, MessageKey>> = {
  'Too many submissions from your network.': 'refusal.limit.network',
  'Too many sign-ups for this email address.': 'refusal.limit.email',
  'Too many sign-ups for this event right now.': 'refusal.limit.event',
};

/** Refusals that carry a number or a name, worded around it. */
const PATTERNS: readonly [RegExp, (match: RegExpExecArray, t: Translate) => string | null][] = [
  [
    /^Only (\d+) places? (?:is|are) left for this event$/,
    (m, t) => t('refusal.placesLeft', { count: Number(m[1]) }),
  ],
  [
    /^(Too many [^.]+\.) Please try again in (\d+) (second|minute)s?\.$/,
    (m, t) => {
      const what = LIMIT_IDS[m[1] ?? ''];
      return what ? `${t(what)} ${t('refusal.tryAgain', { unit: m[3] ?? '', count: Number(m[2]) })}` : null;
    },
  ],
  [
    /^This shift is full: (.+)\. Please choose another one\.$/,
    (m, t) => t('refusal.shiftFull', { shift: m[1] ?? '' }),
  ],
  [/^This shift has already started: (.+)$/, (m, t) => t('refusal.shiftStarted', { shift: m[1] ?? '' })],
  [
    /^These shifts overlap in time, so one person cannot take both: (.+) and (.+)$/,
    (m, t) => t('refusal.shiftsOverlap', { first: m[1] ?? '', second: m[2] ?? '' }),
  ],
  [
    /^This email address is already registered for (.+)$/,
    (m, t) => t('refusal.alreadyRegisteredFor', { day: m[1] ?? '' }),
  ],
];

/** A server's refusal in the page's language, or null when it is not one a public form knows. */
export function translateRefusal(message: string, t: Translate): string | null {
  const id = REFUSAL_IDS[message];
  if (id) return t(id);
  for (const [pattern, word] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return word(match, t);
  }
  return null;
}
