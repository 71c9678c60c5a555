/**
 * Realtime's REST broadcast (realtime-js `httpSend`, and `send()` before a channel is joined):
 * - `POST /realtime/v1/api/broadcast` `{messages: [{topic, event, payload, private?}]}`
 * - `POST /realtime/v1/api/broadcast/<topic>/events/<event>[?private=true]`, a JSON body or
 *   `application/octet-stream` bytes.
 * Both answer 202. The caller is the JWT in Authorization (else the apikey). A private message is
 * sent only when the caller passes the insert policy on realtime.messages for its topic; others
 * are dropped, as hosted Realtime does (still 202).
 */
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context';
import { authenticate, AuthError, type RequestAuth } from '../requestAuth';
import { relayBroadcast } from './broadcast';
import { MAX_PAYLOAD_BYTES, payloadBytes } from './broadcastLimits';
import type { BroadcastMessage } from './channel';
import type { Realtime } from './realtimeServer';
import { mayWrite } from './channelAuth';

/** Hosted Realtime's default cap on messages per request is far higher; this bounds the work. */
const MAX_MESSAGES = 100;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const bad = (c: Context, message: string) => c.json({ error: 'bad_request', message }, 400);

export function createBroadcastApp(ctx: StackContext, realtime: () => Realtime | undefined) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    try {
      c.set('auth' as never, (await authenticate(c.req.raw.headers)) as never);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return c.json({ error: 'unauthorized', message: error.message }, 401);
    }
    await next();
  });
  const authOf = (c: Context) => c.get('auth' as never) as RequestAuth;

  async function send(auth: RequestAuth, topic: string, isPrivate: boolean, msg: BroadcastMessage) {
    if (isPrivate && auth.role !== 'service_role') {
      if (!(await mayWrite(ctx.db, auth, topic, 'broadcast'))) return;
    }
    const live = realtime();
    // Over the socket's limits (broadcastLimits.ts) it is dropped; the answer stays 202.
    if (!live || payloadBytes(msg) > MAX_PAYLOAD_BYTES) return;
    if (!live.sentOnTopic.take(`realtime:${topic}`)) return;
    relayBroadcast(live.channels, `realtime:${topic}`, isPrivate, msg);
  }

  app.post('/broadcast', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!isObject(body) || !Array.isArray(body.messages)) {
      return bad(c, 'The body must be {"messages": [{topic, event, payload}]}');
    }
    if (body.messages.length > MAX_MESSAGES) {
      return bad(c, `At most ${MAX_MESSAGES} messages per request`);
    }
    const messages = body.messages.map((m: unknown) => (isObject(m) ? m : {}));
    for (const [i, m] of messages.entries()) {
      if (typeof m.topic !== 'string' || m.topic === '')
        return bad(c, `messages[${i}].topic is required`);
      if (typeof m.event !== 'string' || m.event === '')
        return bad(c, `messages[${i}].event is required`);
      if (m.payload !== undefined && !isObject(m.payload)) {
        return bad(c, `messages[${i}].payload must be an object`);
      }
    }
    for (const m of messages) {
      await send(authOf(c), m.topic as string, m.private === true, {
        event: m.event as string,
        payload: m.payload ?? {},
        binaryFrame: false,
        metadata: null,
      });
    }
    return c.body(null, 202);
  });

  app.post('/broadcast/:topic/events/:event', async (c) => {
    const topic = c.req.param('topic');
    const event = c.req.param('event');
    const isPrivate = c.req.query('private') === 'true';
    const type = c.req.header('content-type') ?? '';
    let msg: BroadcastMessage;
    if (type.startsWith('application/octet-stream')) {
      const bytes = Buffer.from(await c.req.arrayBuffer());
      msg = { event, bytes, binaryFrame: true, metadata: null };
    } else {
      const payload: unknown = await c.req.json().catch(() => undefined);
      if (payload === undefined) return bad(c, 'The body must be JSON or application/octet-stream');
      msg = { event, payload, binaryFrame: false, metadata: null };
    }
    await send(authOf(c), topic, isPrivate, msg);
    return c.body(null, 202);
  });

  return app;
}
