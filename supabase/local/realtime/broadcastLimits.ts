/**
 * What a client may broadcast, as hosted Realtime's Free plan allows it: 100 messages a second and
 * a payload of at most 256 KB. Counted per connection and per topic, so neither one socket nor
 * many sockets on one channel can flood the people listening there (5,000 junk messages, 15.8 MB
 * in 6 s, reached a visitor before: issue 37, finding 7). What is over is dropped, not relayed.
 */
export const MESSAGES_PER_SECOND = 100;
export const MAX_PAYLOAD_BYTES = 256 * 1024;

/** Counts per key within the current second; a new second starts every key afresh. */
export class PerSecond {
  private second = 0;
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit = MESSAGES_PER_SECOND) {}

  /** Takes one for `key`; false when the key has had its share this second. */
  take(key: string, now = Date.now()): boolean {
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.counts.clear();
    }
    const used = this.counts.get(key) ?? 0;
    if (used >= this.limit) return false;
    this.counts.set(key, used + 1);
    return true;
  }
}

/** A payload's size as it travels: the JSON text, or the bytes of a binary broadcast. */
export function payloadBytes(message: { payload?: unknown; bytes?: Buffer }): number {
  if (message.bytes) return message.bytes.length;
  return Buffer.byteLength(JSON.stringify(message.payload ?? null) ?? '');
}
