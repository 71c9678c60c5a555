/**
 * Email reminders of VA time limits (issue 36, item 2; migration 20261128050000). Each run works
 * out, for everyone who asked for them, which time limits of the claims on their account have
 * reached 90, 30 or 7 days left on their own calendar day, queues each reminder once (the
 * database refuses a second), notifies the person's devices (Web Push, ../_shared/webPush.ts),
 * then sends the queued reminder mail. The time limits come from
 * data/va/deadlines.json through the app's own arithmetic, so mail and tracker agree.
 *
 *   POST /deadline-reminders              service role key → { ok, queued, pushed, sent, failed }
 *        401 without the key, 405 not POST, 503 no way to send mail
 *   GET|POST /deadline-reminders/unsubscribe?token=<uuid>
 *        the one-click link in every reminder → a short page saying reminders are off;
 *        400 when the link is not complete
 *
 * Hosted: pg_cron calls it every hour (the migration); locally, the stack's timer does.
 */
import { runningDeadlines } from '../../../src/features/benefits/claimDeadlines.ts';
import { readableDate } from '../../../src/lib/longDate.ts';
import { CORS, fail, json, readEnv, supabaseUrlOf } from '../_shared/env.ts';
import { dayIn } from '../_shared/mailLanguage.ts';
import { defaultSite, sendQueuedMail } from '../_shared/queuedMail.ts';
import { pushSender, type PushSend, type PushTarget } from '../_shared/webPush.ts';

interface Subscription {
  user_id: string;
  time_zone: string;
  language: 'en' | 'es';
}

interface AccountClaim {
  id: string;
  user_id: string;
  claim: { label?: unknown; startDates?: unknown };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = 200;

/** The calendar day it is now where the person lives. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function startDatesOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => DAY.test(String(e[1]))),
  );
}

type Running = ReturnType<typeof runningDeadlines>[number];

const fecha = (isoDay: string) => dayIn('es', isoDay);

/** The same reminder in Spanish (issue 35): the time limit's words from data/va/deadlines.json. */
function spanishMail(label: string, r: Running, unsubscribeUrl: string) {
  const words = r.deadline.es;
  const days = `${r.daysLeft} ${r.daysLeft === 1 ? 'día' : 'días'}`;
  const subject = `Plazo del VA en ${days}: ${words.label}`.slice(0, 300);
  const body = [
    'Se acerca un plazo del VA que usted sigue en VetHub.',
    '',
    `Reclamo: ${label}`,
    `Plazo: ${words.label}`,
    `Vence: ${fecha(r.dueOn)} (quedan ${days}), contado desde ${fecha(r.startedOn)}`,
    `Si no se cumple: ${words.if_missed}`,
    `Norma: ${r.deadline.source}`,
    '',
    'Confirme esta fecha con la carta que le envió el VA: la fecha de la carta del VA es la que cuenta.',
    '',
    'Sus reclamos: {{site}}/es/benefits/claim-tracker',
    '',
    'Recibe este correo porque activó los recordatorios por correo electrónico en el seguimiento de reclamos.',
    `Para dejar de recibirlos, abra este enlace (un clic, sin iniciar sesión): ${unsubscribeUrl}&lang=es`,
    '',
    'VetHub',
  ].join('\n');
  const note = `${label}: vence el ${fecha(r.dueOn)}. Confirme la fecha con la carta que le envió el VA.`;
  return { subject, body, note, page: '/es/benefits/claim-tracker' };
}

function reminderMail(label: string, r: Running, unsubscribeUrl: string, language: 'en' | 'es') {
  if (language === 'es') return spanishMail(label, r, unsubscribeUrl);
  const days = `${r.daysLeft} ${r.daysLeft === 1 ? 'day' : 'days'}`;
  const subject = `VA time limit in ${days}: ${r.deadline.label}`.slice(0, 300);
  const body = [
    'A VA time limit you track in VetHub is coming up.',
    '',
    `Claim: ${label}`,
    `Time limit: ${r.deadline.label}`,
    `Due: ${readableDate(r.dueOn)} (${days} left), counted from ${readableDate(r.startedOn)}`,
    `If it is missed: ${r.deadline.if_missed}`,
    `Rule: ${r.deadline.source}`,
    '',
    "Confirm this date against the letter VA sent you: the date in VA's letter is what counts.",
    '',
    'Your claims: {{site}}/benefits/claim-tracker',
    '',
    'You get this email because you turned on email reminders in the claim tracker.',
    `To stop them, open this link (one click, no sign-in): ${unsubscribeUrl}`,
    '',
    'VetHub',
  ].join('\n');
  const note = `${label}: due ${readableDate(r.dueOn)}. Confirm the date against the letter VA sent you.`;
  return { subject, body, note, page: '/benefits/claim-tracker' };
}

interface Counts {
  queued: number;
  pushed: number;
}

async function queueDue(
  supabaseUrl: string,
  serviceKey: string,
  now: Date,
  push: PushSend | null,
): Promise<Counts> {
  const rest = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${serviceKey}`,
        apikey: serviceKey,
        'Content-Type': 'application/json',
      },
    });
    if (!res.ok) throw new Error(`${path.split('?')[0]} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  const unsubscribeUrl = `${supabaseUrl}/functions/v1/deadline-reminders/unsubscribe?token={{unsubscribe_token}}`;
  const counts: Counts = { queued: 0, pushed: 0 };
  const notify = async (user: string, payload: string) => {
    if (!push) return;
    const devices = (await rest(
      `push_subscriptions?select=id,endpoint,p256dh,auth&user_id=eq.${user}`,
    )) as PushTarget[];
    for (const device of devices) {
      const outcome = await push(device, payload);
      if (outcome === 'sent') counts.pushed += 1;
      if (outcome === 'gone') {
        await fetch(`${supabaseUrl}/rest/v1/push_subscriptions?id=eq.${device.id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${serviceKey}`, apikey: serviceKey },
        });
      }
    }
  };
  for (let offset = 0; ; offset += PAGE) {
    const people = (await rest(
      `deadline_reminder_subscriptions?select=user_id,time_zone,language&order=user_id&limit=${PAGE}&offset=${offset}`,
    )) as Subscription[];
    if (people.length === 0) break;
    const zones = new Map(people.map((p) => [p.user_id, p.time_zone]));
    const languages = new Map(people.map((p) => [p.user_id, p.language]));
    const claims = (await rest(
      `tracked_claims?select=id,user_id,claim&deleted_at=is.null&user_id=in.(${people.map((p) => p.user_id).join(',')})`,
    )) as AccountClaim[];
    for (const claim of claims) {
      const today = todayIn(zones.get(claim.user_id) ?? 'America/New_York', now);
      const language = languages.get(claim.user_id) === 'es' ? 'es' : 'en';
      const unnamed = language === 'es' ? 'Su reclamo' : 'Your claim';
      const label = typeof claim.claim.label === 'string' ? claim.claim.label : unnamed;
      for (const r of runningDeadlines(startDatesOf(claim.claim.startDates), today)) {
        if (r.warning === undefined) continue;
        const { subject, body, note, page } = reminderMail(label, r, unsubscribeUrl, language);
        const inserted = await rest('rpc/queue_deadline_reminder', {
          method: 'POST',
          body: JSON.stringify({
            p_user: claim.user_id,
            p_claim: claim.id,
            p_deadline: r.deadline.id,
            p_due: r.dueOn,
            p_warning: r.warning,
            p_subject: subject,
            p_body: body,
          }),
        });
        if (inserted !== true) continue;
        counts.queued += 1;
        await notify(
          claim.user_id,
          JSON.stringify({
            title: subject,
            body: note,
            url: page,
            tag: `${claim.id}:${r.deadline.id}`,
          }),
        );
      }
    }
    if (people.length < PAGE) break;
  }
  return counts;
}

/** The one-click page's words; `lang=es` in the link (Spanish mail) picks Spanish. */
const PAGE_WORDS = {
  en: {
    open: 'Open the claim tracker',
    tracker: '/benefits/claim-tracker',
    incomplete: [
      'This link is not complete',
      'Open the link from the reminder email again, or turn email reminders off in the claim tracker.',
    ],
    unreachable: [
      'Reminders could not be turned off just now',
      'VetHub could not reach its database. Try the link again in a few minutes, or turn email reminders off in the claim tracker.',
    ],
    off: [
      'Email reminders are off',
      'VetHub will send no more emails about VA time limits to this address. Reminders in the app, notifications on your devices and your calendar file are not changed.',
    ],
  },
  es: {
    open: 'Abrir el seguimiento de reclamos',
    tracker: '/es/benefits/claim-tracker',
    incomplete: [
      'Este enlace no está completo',
      'Abra otra vez el enlace del correo de recordatorio, o desactive los recordatorios por correo electrónico en el seguimiento de reclamos.',
    ],
    unreachable: [
      'No se pudieron desactivar los recordatorios en este momento',
      'VetHub no pudo comunicarse con su base de datos. Vuelva a abrir el enlace en unos minutos, o desactive los recordatorios por correo electrónico en el seguimiento de reclamos.',
    ],
    off: [
      'Los recordatorios por correo electrónico están desactivados',
      'VetHub no enviará más correos sobre plazos del VA a esta dirección. Los recordatorios en la aplicación, las notificaciones en sus dispositivos y su archivo de calendario no cambian.',
    ],
  },
} as const;

type PageLanguage = keyof typeof PAGE_WORDS;

function page(
  status: number,
  which: 'incomplete' | 'unreachable' | 'off',
  language: PageLanguage,
  site: string | null,
): Response {
  const words = PAGE_WORDS[language];
  const [title, text] = words[which];
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const link = site ? `<p><a href="${escape(site)}${words.tracker}">${words.open}</a></p>` : '';
  const lang = language === 'es' ? 'es-US' : 'en-US';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escape(title)} | VetHub</title><style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}</style></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>${link}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

async function unsubscribe(req: Request, supabaseUrl: string, serviceKey: string) {
  const site = defaultSite(supabaseUrl);
  const params = new URL(req.url).searchParams;
  const language: PageLanguage = params.get('lang') === 'es' ? 'es' : 'en';
  const token = params.get('token') ?? '';
  if (!UUID.test(token)) return page(400, 'incomplete', language, site);
  const res = await fetch(`${supabaseUrl}/rest/v1/rpc/unsubscribe_deadline_reminders`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${serviceKey}`,
      apikey: serviceKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_token: token }),
  });
  if (!res.ok) return page(503, 'unreachable', language, site);
  return page(200, 'off', language, site);
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  const supabaseUrl = supabaseUrlOf(req);
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!serviceKey) return fail(503, 'not_configured', 'The function has no service role key.');
  if (new URL(req.url).pathname.endsWith('/unsubscribe')) {
    if (req.method !== 'GET' && req.method !== 'POST') {
      return fail(405, 'method_not_allowed', 'Use GET or POST');
    }
    return unsubscribe(req, supabaseUrl, serviceKey);
  }
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST');
  if (req.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return fail(401, 'unauthorized', 'Only the schedule runs the reminders.');
  }
  const site = defaultSite(supabaseUrl);
  if (!site) return fail(503, 'not_configured', 'Mail is not set up.');
  let counts: Counts;
  try {
    counts = await queueDue(supabaseUrl, serviceKey, new Date(), await pushSender(supabaseUrl));
  } catch (error) {
    return fail(502, 'queue_error', `Reminders could not be worked out: ${String(error)}`);
  }
  const result = await sendQueuedMail({
    supabaseUrl,
    serviceKey,
    claim: 'claim_deadline_mail',
    maxCount: 100,
    site,
  });
  if (!result.ok) return fail(result.status, result.code, result.message);
  return json({ ...result, ...counts });
}
