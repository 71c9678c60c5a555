/**
 * Web Push with VAPID (RFC 8030, 8291, 8292) through the web-push library. Secrets:
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (base64url, `npx web-push generate-vapid-keys`) and
 * VAPID_SUBJECT (mailto: or https:); the app's VITE_VAPID_PUBLIC_KEY is the same public key.
 * Without them no notification is sent (mail still is). Messages go only to the push services
 * of the major browsers, or to the local stack's test service when the project is local, so a
 * stored endpoint can never make the function call anywhere else.
 */
import { isLoopback, readEnv } from './env.ts';

export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSend = (target: PushTarget, payload: string) => Promise<PushOutcome>;

const PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /\.notify\.windows\.com$/,
  /\.push\.apple\.com$/,
];

export function allowedEndpoint(endpoint: string, supabaseUrl: string): boolean {
  try {
    const url = new URL(endpoint);
    if (url.protocol === 'https:') return PUSH_HOSTS.some((host) => host.test(url.hostname));
    return isLoopback(supabaseUrl) && endpoint.startsWith(`${supabaseUrl}/push/v1/send/`);
  } catch {
    return false;
  }
}

interface RequestDetails {
  method: string;
  headers: Record<string, string | number>;
  // A Buffer, which fetch sends as bytes.
  body: BodyInit | null;
  endpoint: string;
}

interface WebPushLib {
  generateRequestDetails(
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: {
      vapidDetails: { subject: string; publicKey: string; privateKey: string };
      TTL: number;
      urgency: 'high';
    },
  ): RequestDetails;
}

export async function pushSender(supabaseUrl: string): Promise<PushSend | null> {
  const publicKey = readEnv('VAPID_PUBLIC_KEY');
  const privateKey = readEnv('VAPID_PRIVATE_KEY');
  const subject = readEnv('VAPID_SUBJECT');
  if (!publicKey || !privateKey || !subject) return null;
  // Supabase Edge (Deno) resolves npm: specifiers; the local stack (Node) the installed package.
  const deno = (globalThis as { Deno?: unknown }).Deno !== undefined;
  const spec = deno ? 'npm:web-push@3.6.7' : 'web-push';
  const loaded = (await import(/* @vite-ignore */ spec)) as WebPushLib & { default?: WebPushLib };
  const webpush = loaded.default ?? loaded;
  return async (target, payload) => {
    if (!allowedEndpoint(target.endpoint, supabaseUrl)) return 'failed';
    try {
      // The library signs (VAPID) and encrypts (aes128gcm); fetch delivers, on Edge and locally
      // alike (its own sender speaks https only).
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        // A day to reach a phone that is off; a time limit is worth waking it for.
        { vapidDetails: { subject, publicKey, privateKey }, TTL: 86_400, urgency: 'high' },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(10_000),
      });
      // The browser dropped the subscription: it will never deliver again.
      if (answer.status === 404 || answer.status === 410) return 'gone';
      return answer.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
