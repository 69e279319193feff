// This browser's registrations, one per event: the id and manage token the server answered on create (or that an
// emailed link carried), so "Update Registration" can load and change it.

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
