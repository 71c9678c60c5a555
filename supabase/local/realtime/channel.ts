/**
 * One joined channel (`realtime:<name>`) of one socket: its subscriber identity, its
 * postgres_changes bindings and what it has been told about rows it cannot see.
 */
import type { RequestAuth } from '../requestAuth';
import type { Condition } from './filter';
import { encodeUserBroadcast, type PhxMessage, type Vsn } from './phoenixProtocol';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Binding {
  /** The id echoed in the join reply; change messages list the ids they are for. */
  id: number;
  event: '*' | ChangeType;
  /** '*' means every schema. */
  schema: string;
  /** null means every table of the schema. */
  table: string | null;
  filterText: string | null;
  conditions: Condition[] | null;
  /** False when the binding was refused (unknown table, bad filter): it never matches. */
  active: boolean;
}

/** A broadcast as relayed: a JSON payload, or bytes from a binary frame or REST body. */
export interface BroadcastMessage {
  event: string;
  /** The JSON payload (undefined when the payload is bytes). */
  payload?: unknown;
  /** Raw bytes of a binary payload (realtime-js 2.0.0 `payload: ArrayBuffer`, REST octet-stream). */
  bytes?: Buffer;
  /** It arrived as a 2.0.0 binary user broadcast: 2.0.0 subscribers get one back. */
  binaryFrame: boolean;
  metadata: Record<string, unknown> | null;
}

/** What a join's config asked for and what the RLS policies on realtime.messages allow. */
export interface ChannelOptions {
  vsn: Vsn;
  isPrivate: boolean;
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** Private channels: select policies (receive); public channels: always true. */
  read: { broadcast: boolean; presence: boolean };
  /** Private channels: insert policies (send, track), checked on first use; null = not yet. */
  write: { broadcast: boolean | null; presence: boolean | null };
  sendBinary: (frame: Buffer) => void;
}

/** Bounds the memory of hidden rows per channel; the oldest entries are dropped first. */
const MAX_HIDDEN_ROWS = 10_000;

export class Channel {
  closed = false;
  /** Ends the channel when its JWT expires (set by the connection). */
  expiryTimer: NodeJS.Timeout | undefined;
  /**
   * Rows (table + primary key) this subscriber does not hold: hidden from it and already
   * announced as such, or never sent. Later invisible changes to them send nothing.
   */
  private hidden = new Set<string>();

  constructor(
    private readonly send: (msg: PhxMessage) => void,
    readonly topic: string,
    readonly joinRef: string | null,
    public auth: RequestAuth,
    readonly bindings: Binding[],
    readonly options: ChannelOptions,
  ) {}

  /** Hands a broadcast to this subscriber in its protocol's form. */
  deliverBroadcast(msg: BroadcastMessage) {
    if (this.closed || !this.options.read.broadcast) return;
    if (this.options.vsn === '2.0.0' && msg.binaryFrame) {
      const json = msg.bytes === undefined;
      const body = msg.bytes ?? Buffer.from(JSON.stringify(msg.payload ?? null));
      this.options.sendBinary(encodeUserBroadcast(this.topic, msg.event, msg.metadata, body, json));
      return;
    }
    // A JSON frame cannot carry bytes (hosted Realtime only relays them to 2.0.0 sockets).
    if (msg.bytes !== undefined) return;
    this.push('broadcast', { type: 'broadcast', event: msg.event, payload: msg.payload });
  }

  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  /** A server push on this channel (system messages, presence, phx_close). */
  push(event: string, payload: object) {
    if (!this.closed)
      this.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  system(extension: string, status: 'ok' | 'error', message: string) {
    this.push('system', { extension, status, message, channel: this.name });
  }

  sendChange(ids: number[], data: object) {
    if (this.closed) return;
    this.send({
      joinRef: null,
      ref: null,
      topic: this.topic,
      event: 'postgres_changes',
      payload: { ids, data },
    });
  }

  /** Whether any binding watches this table, whatever the event or filter. */
  watches(schema: string, table: string): boolean {
    return this.bindings.some((b) => covers(b, schema, table));
  }

  /** The bindings that take this kind of change on this table (filters not yet applied). */
  bindingsFor(schema: string, table: string, type: ChangeType): Binding[] {
    return this.bindings.filter(
      (b) => covers(b, schema, table) && (b.event === '*' || b.event === type),
    );
  }

  setAuth(auth: RequestAuth) {
    this.auth = auth;
    // Another identity sees other rows: what was hidden from the old one says nothing now.
    this.hidden.clear();
  }

  isHidden(rowKey: string): boolean {
    return this.hidden.has(rowKey);
  }

  markHidden(rowKey: string) {
    this.hidden.delete(rowKey);
    this.hidden.add(rowKey);
    if (this.hidden.size > MAX_HIDDEN_ROWS) {
      const oldest = this.hidden.values().next().value;
      if (oldest !== undefined) this.hidden.delete(oldest);
    }
  }

  forgetHidden(rowKey: string) {
    this.hidden.delete(rowKey);
  }
}

function covers(b: Binding, schema: string, table: string): boolean {
  return (
    b.active && (b.schema === '*' || b.schema === schema) && (b.table === null || b.table === table)
  );
}
