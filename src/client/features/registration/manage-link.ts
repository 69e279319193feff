import type { StoredRegistration } from './stored-registration';

// The emailed manage link is /events/{slug}?manage={registrationId}.{token} (server: registrations/manage-token.ts).
// This file stays tiny: pages import it without loading the forms.

export const MANAGE_QUERY_PARAM = 'manage';

export function parseManageParam(value: string | null | undefined): StoredRegistration | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1) return null;
  return { registrationId: value.slice(0, dot), manageToken: value.slice(dot + 1) };
}
