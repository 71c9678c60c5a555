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
