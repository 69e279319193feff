// This browser's registrations: per event, the one it works with now (the id and manage token the server answered
// on create, or that an emailed link carried), and every one it made or opened, by email address, so a family
// sharing a device updates the right person's registration.

export type StoredRegistration = { registrationId: string; manageToken: string };

const keyFor = (eventId: string) => `registration:${eventId}`;

export function readStoredRegistration(eventId: string): StoredRegistration | null {
  try {
    const raw = window.localStorage.getItem(keyFor(eventId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredRegistration>;
    return typeof parsed.registrationId === 'string' && typeof parsed.manageToken === 'string'
      ? { registrationId: parsed.registrationId, manageToken: parsed.manageToken }
      : null;
  } catch {
    // Private mode or a corrupt entry: behave as if nothing is stored.
    return null;
  }
}

export function saveStoredRegistration(eventId: string, value: StoredRegistration): void {
  try {
    window.localStorage.setItem(keyFor(eventId), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the emailed link still works.
  }
}

export function clearStoredRegistration(eventId: string): void {
  try {
    window.localStorage.removeItem(keyFor(eventId));
  } catch {
    // Nothing to do.
  }
}

const byEmailKey = (eventId: string) => `registrations-by-email:${eventId}`;

function readByEmail(eventId: string): Record<string, StoredRegistration> {
  try {
    const raw = window.localStorage.getItem(byEmailKey(eventId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, StoredRegistration>) : {};
  } catch {
    return {};
  }
}

/** Remembers the registration under its email address (case ignored), besides making it the current one. */
export function rememberRegistrationFor(eventId: string, email: string, value: StoredRegistration): void {
  try {
    const all = readByEmail(eventId);
    all[email.trim().toLowerCase()] = value;
    window.localStorage.setItem(byEmailKey(eventId), JSON.stringify(all));
  } catch {
    // Storage full or disabled: the emailed link still works.
  }
}

/** The registration this browser made or opened for that email address, if any. */
export function readRegistrationFor(eventId: string, email: string): StoredRegistration | null {
  const found = readByEmail(eventId)[email.trim().toLowerCase()];
  return found && typeof found.registrationId === 'string' && typeof found.manageToken === 'string'
    ? { registrationId: found.registrationId, manageToken: found.manageToken }
    : null;
}

/** Forgets a registration that no longer works (its token was replaced, or it was removed). */
export function forgetRegistration(eventId: string, registrationId: string): void {
  try {
    const all = readByEmail(eventId);
    for (const [email, value] of Object.entries(all))
      if (value.registrationId === registrationId) delete all[email];
    window.localStorage.setItem(byEmailKey(eventId), JSON.stringify(all));
  } catch {
    // Nothing to do.
  }
}
