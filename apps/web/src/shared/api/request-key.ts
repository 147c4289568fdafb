/**
 * A new idempotency key for a request that changes the visitor's order (cancel, move): 32 random
 * hex digits. The same key is sent again when the visitor retries, so the server acts once.
 */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
