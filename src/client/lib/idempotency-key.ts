/**
 * A new Idempotency-Key: 128 random bits as hex. crypto.getRandomValues works on plain HTTP too (randomUUID needs
 * a secure context, which a site reached by its LAN address is not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
