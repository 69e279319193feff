import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';

/**
 * The server's refusals the login shows (too many attempts, busy), by their message ids: the keys are the server's
 * English word for word (a unit test checks them against the English catalogue). A refusal not listed is shown as
 * the server wrote it.
 */
export const LOGIN_REFUSAL_IDS: Readonly<Record<string, MessageKey>> = {
  'Too many sign-in attempts. Please try again later.': 'admin.auth.tooManyAttempts',
  'Sign-in is busy right now. Please try again in a few seconds.': 'admin.auth.busy',
  'The site is very busy right now. Please try again shortly.': 'admin.auth.siteBusy',
};

/** A server's refusal in the admin's language, when it is one the login knows. */
export function translateRefusal(message: string, t: Translate): string {
  const id = LOGIN_REFUSAL_IDS[message];
  return id ? t(id) : message;
}
