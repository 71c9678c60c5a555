/**
 * Phoenix channel frames as realtime-js speaks them. Serializer vsn 2.0.0 sends JSON arrays
 * `[join_ref, ref, topic, event, payload]`; vsn 1.0.0 (Phoenix's default) sends objects.
 */
export type Vsn = '1.0.0' | '2.0.0';

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export function parseVsn(value: string | null): Vsn | null {
  // Phoenix treats a missing vsn as 1.0.0.
  if (value === null || value === '1.0.0') return '1.0.0';
  if (value === '2.0.0') return '2.0.0';
  return null;
}

const optionalRef = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** A frame from the client, or null when it is not a well-formed message. */
export function decodeFrame(text: string, vsn: Vsn): PhxMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = raw as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: optionalRef(joinRef), ref: optionalRef(ref), topic, event, payload };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  if (typeof o.topic !== 'string' || typeof o.event !== 'string') return null;
  return {
    joinRef: optionalRef(o.join_ref),
    ref: optionalRef(o.ref),
    topic: o.topic,
    event: o.event,
    payload: o.payload ?? {},
  };
}

export function encodeFrame(msg: PhxMessage, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
  }
  return JSON.stringify({
    join_ref: msg.joinRef,
    ref: msg.ref,
    topic: msg.topic,
    event: msg.event,
    payload: msg.payload,
  });
}

/** The `phx_reply` that answers `msg`. */
export function replyTo(msg: PhxMessage, status: 'ok' | 'error', response: object): PhxMessage {
  return {
    joinRef: msg.joinRef,
    ref: msg.ref,
    topic: msg.topic,
    event: 'phx_reply',
    payload: { status, response },
  };
}

/**
 * A user broadcast as realtime-js 2.0.0 sends it in a binary frame (kind 3, "user broadcast
 * push"): 7 header bytes (kind, join_ref, ref, topic, event and metadata lengths, payload
 * encoding 0 = bytes / 1 = JSON) then those strings and the payload.
 */
export interface UserBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  metadata: Record<string, unknown> | null;
  /** JSON text when `json`, else raw bytes. */
  payload: Buffer;
  json: boolean;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

export function decodeUserBroadcastPush(data: Buffer): UserBroadcastPush | null {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return null;
  const sizes = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const encoding = data[6];
  if (encoding !== 0 && encoding !== 1) return null;
  let offset = 7;
  const parts: string[] = [];
  for (const size of sizes) {
    if (offset + size > data.length) return null;
    parts.push(data.subarray(offset, offset + size).toString('utf8'));
    offset += size;
  }
  const [joinRef = '', ref = '', topic = '', event = '', meta = ''] = parts;
  let metadata: Record<string, unknown> | null = null;
  if (meta !== '') {
    try {
      const parsed: unknown = JSON.parse(meta);
      if (typeof parsed === 'object' && parsed !== null)
        metadata = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event,
    metadata,
    payload: data.subarray(offset),
    json: encoding === 1,
  };
}

/** The binary frame (kind 4, "user broadcast") a 2.0.0 subscriber receives a user broadcast in. */
export function encodeUserBroadcast(
  topic: string,
  event: string,
  metadata: Record<string, unknown> | null,
  payload: Buffer,
  json: boolean,
): Buffer {
  const t = Buffer.from(topic);
  const e = Buffer.from(event);
  const m = Buffer.from(metadata ? JSON.stringify(metadata) : '');
  const header = Buffer.from([USER_BROADCAST, t.length, e.length, m.length, json ? 1 : 0]);
  return Buffer.concat([header, t, e, m, payload]);
}
