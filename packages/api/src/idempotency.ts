/**
 * A random UUID v4 for the `Idempotency-Key` of a round post.
 *
 * The key names one *logical attempt* at recording a round: the add-round form creates one per draft,
 * passes it to `addRound` on every try (a manual retry after a network drop reuses it, so the server
 * answers with the first response and records nothing twice), and creates a new one once the round is
 * recorded. It is random rather than derived from the game and index, because after an undo the same
 * index legitimately receives a new round that must not be answered from the old one.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  // randomUUID exists only in secure contexts (https or localhost); fall back to getRandomValues.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
