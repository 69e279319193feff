import { randomUUID } from 'node:crypto';

// Browsers upload into pending/<uuid>; nothing there is ever served or linked. An image record is made only
// from a pending object, which processing verifies, copies into images/<uuid>/ and deletes.

export const PENDING_PREFIX = 'pending/';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PENDING_AT_END = new RegExp(`(?:^|/)(${PENDING_PREFIX}${UUID})$`);

export const newPendingKey = (): string => `${PENDING_PREFIX}${randomUUID()}`;

/**
 * The pending key an objectPath names: the key itself, or any URL or path ending in it (the upload URL without
 * its query string, as older clients send). Null for anything else, so a record can never point at an
 * arbitrary stored object.
 */
export function pendingKeyFrom(objectPath: string): string | null {
  if (objectPath.length > 2048) return null;
  const withoutQuery = objectPath.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutQuery);
  } catch {
    return null;
  }
  return PENDING_AT_END.exec(decoded.toLowerCase())?.[1] ?? null;
}
