// This browser's registrations, per event and email address: the id and manage token the server answered on
// create, or that an emailed link carried, and the name, to offer them. A family sharing a device manages the
// right person's: one is opened only by its own email address, never because it was the last one made here
// (docs/product-rules.md, "The manage token").

export type StoredRegistration = { registrationId: string; manageToken: string };
/** A registration this browser holds, as offered to manage it. */
export type RememberedRegistration = StoredRegistration & { email: string; fullName: string | null };

const byEmailKey = (eventId: string) => `registrations-by-email:${eventId}`;

type Entry = StoredRegistration & { fullName?: string };

function readByEmail(eventId: string): Record<string, Entry> {
  try {
    const raw = window.localStorage.getItem(byEmailKey(eventId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Entry>) : {};
  } catch {
    // Private mode or a corrupt entry: behave as if nothing is stored.
    return {};
  }
}

const isEntry = (value: Entry | undefined): value is Entry =>
  typeof value?.registrationId === 'string' && typeof value.manageToken === 'string';

/** Remembers the registration under its email address (case ignored), with the name it was made for. */
export function rememberRegistrationFor(
  eventId: string,
  email: string,
  value: StoredRegistration & { fullName?: string },
): void {
  try {
    const all = readByEmail(eventId);
    all[email.trim().toLowerCase()] = {
      registrationId: value.registrationId,
      manageToken: value.manageToken,
      ...(value.fullName ? { fullName: value.fullName } : {}),
    };
    window.localStorage.setItem(byEmailKey(eventId), JSON.stringify(all));
  } catch {
    // Storage full or disabled: the emailed link still works.
  }
}

/** The registration this browser made or opened for that email address, if any. */
export function readRegistrationFor(eventId: string, email: string): StoredRegistration | null {
  const found = readByEmail(eventId)[email.trim().toLowerCase()];
  return isEntry(found) ? { registrationId: found.registrationId, manageToken: found.manageToken } : null;
}

/** Every registration this browser holds for the event, oldest first. */
export function rememberedRegistrations(eventId: string): RememberedRegistration[] {
  return Object.entries(readByEmail(eventId)).flatMap(([email, entry]) =>
    isEntry(entry)
      ? [
          {
            email,
            registrationId: entry.registrationId,
            manageToken: entry.manageToken,
            fullName: typeof entry.fullName === 'string' ? entry.fullName : null,
          },
        ]
      : [],
  );
}

/** Forgets a registration that no longer works (its token was replaced, it was removed or cancelled). */
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
