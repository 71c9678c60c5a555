/**
 * `/push/v1`: a push service for tests, clearly labelled as local (issue 36). It does what a
 * browser vendor's push service does to a message (RFC 8030: TTL, Urgency, 4 KB; RFC 8292: a
 * VAPID JWT signed with the key the subscription was made for, for this origin, expiring within
 * 24 hours) and then, unlike a real one, also what the browser does (RFC 8291: decrypts the
 * aes128gcm payload), so a test reads the notification VetHub sent.
 *
 *   POST /push/v1/subscriptions           → 201 {endpoint, keys: {p256dh, auth}}: as a browser's
 *                                            PushSubscription, for a test to store
 *   POST /push/v1/send/:id                 the endpoint: 201 delivered; 400 no TTL or not
 *                                            decryptable, 401/403 VAPID missing or wrong,
 *                                            404 unknown, 413 over 4 KB, 415 not aes128gcm
 *   GET  /push/v1/messages/:id             → what it received, decrypted
 */
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import ece from 'http_ece';
import { Hono } from 'hono';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { StackContext } from './context';

const LABEL = 'Local test push service of the VetHub stack: not a real push service.';
const MAX_PAYLOAD_BYTES = 4096;
const MAX_SUBSCRIPTIONS = 1000;
const DAY_SECONDS = 24 * 60 * 60;

interface Delivered {
  payload: string;
  ttl: number;
  urgency: string;
  receivedAt: string;
}

interface TestSubscription {
  ecdh: ECDH;
  auth: Buffer;
  vapidKey: string | null;
  messages: Delivered[];
}

function refuse(status: number, reason: string): Response {
  return Response.json({ error: reason, label: LABEL }, { status });
}

/** RFC 8292's `vapid t=…, k=…`: the JWT checked against `k`, for this push service's origin. */
async function checkVapid(header: string | null, origin: string, sub: TestSubscription) {
  const match = /^vapid\s+t=([^,\s]+)\s*,\s*k=([A-Za-z0-9_-]+)$/i.exec(header ?? '');
  if (!match) return refuse(401, 'No VAPID authorization (RFC 8292).');
  const [, token = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return refuse(401, 'The VAPID key is not a P-256 point.');
  if (sub.vapidKey && sub.vapidKey !== key) {
    return refuse(403, 'Signed with another key than the subscription was made for.');
  }
  try {
    if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('alg');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    };
    const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), {
      audience: origin,
      algorithms: ['ES256'],
    });
    const exp = payload.exp ?? 0;
    if (exp > Date.now() / 1000 + DAY_SECONDS) throw new Error('exp too far');
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
      throw new Error('sub');
    }
  } catch {
    return refuse(403, 'The VAPID signature, audience, expiry or subject is not valid.');
  }
  return null;
}

export function createPushApp(ctx: StackContext): Hono {
  const subscriptions = new Map<string, TestSubscription>();
  const app = new Hono();

  app.post('/subscriptions', async (c) => {
    if (subscriptions.size >= MAX_SUBSCRIPTIONS) return refuse(429, 'Too many test subscriptions.');
    const asked = (await c.req.json().catch(() => ({}))) as { applicationServerKey?: unknown };
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const vapidKey =
      typeof asked.applicationServerKey === 'string' ? asked.applicationServerKey : null;
    subscriptions.set(id, { ecdh, auth, vapidKey, messages: [] });
    return c.json(
      {
        endpoint: `${ctx.apiUrl}/push/v1/send/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
        label: LABEL,
      },
      201,
    );
  });

  app.post('/send/:id', async (c) => {
    const sub = subscriptions.get(c.req.param('id'));
    if (!sub) return refuse(404, 'No such subscription.');
    const denied = await checkVapid(
      c.req.header('authorization') ?? null,
      new URL(ctx.apiUrl).origin,
      sub,
    );
    if (denied) return denied;
    const ttl = Number(c.req.header('ttl'));
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'A TTL header is required.');
    if (c.req.header('content-encoding') !== 'aes128gcm') {
      return refuse(415, 'Only aes128gcm (RFC 8188) is accepted.');
    }
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > MAX_PAYLOAD_BYTES + 103) return refuse(413, 'The message is over 4 KB.');
    let payload: string;
    try {
      payload = ece
        .decrypt(body, {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: sub.auth.toString('base64url'),
        })
        .toString('utf8');
    } catch {
      return refuse(400, 'The message could not be decrypted with the subscription keys.');
    }
    sub.messages.push({
      payload,
      ttl,
      urgency: c.req.header('urgency') ?? 'normal',
      receivedAt: new Date().toISOString(),
    });
    return new Response(null, { status: 201 });
  });

  app.get('/messages/:id', (c) => {
    const sub = subscriptions.get(c.req.param('id'));
    if (!sub) return refuse(404, 'No such subscription.');
    return c.json({ label: LABEL, messages: sub.messages });
  });

  return app;
}
