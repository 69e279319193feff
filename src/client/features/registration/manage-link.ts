import type { StoredRegistration } from './stored-registration';

// The emailed manage link is /events/{slug}?manage={registrationId}.{token} (server: registrations/manage-token.ts),
// with &intent=cancel in a reminder's "I can't make it".
// This file stays tiny: pages import it without loading the forms.

export const MANAGE_QUERY_PARAM = 'manage';
/** A reminder's "I can't make it" adds &intent=cancel: the dialog opens at the cancellation's confirmation. */
export const INTENT_QUERY_PARAM = 'intent';
export const CANCEL_INTENT = 'cancel';

export function parseManageParam(value: string | null | undefined): StoredRegistration | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1) return null;
  return { registrationId: value.slice(0, dot), manageToken: value.slice(dot + 1) };
}
