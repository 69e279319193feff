import { randomFillSync } from 'node:crypto';

// Unguessable tokens (manage links, ticket codes, download links), base64url. Each `randomBytes` call is a system
// call for the kernel's random bytes, about a twentieth of a sign-up's time on a small virtual machine; the bytes
// are drawn 4 KB at a time instead, from the same source, and each byte is handed out once.

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/** `bytes` fresh random bytes (at most 4 KB) as base64url text: 8 bits of the kernel's randomness per byte. */
export function randomToken(bytes: number): string {
  if (bytes > POOL_BYTES) throw new RangeError(`randomToken: at most ${POOL_BYTES} bytes`);
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return token;
}
