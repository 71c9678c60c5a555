// @vitest-environment happy-dom
/**
 * The server's answers in the page's language (issue 35). The database and the edge functions
 * answer in English; every answer a person can be shown has a Spanish form, English stays the
 * server's own words, and a message not known passes through. The completeness test reads the
 * server's sources, so a new refusal without a Spanish form (or a reason it needs none) fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, addSpanish } from '../../../src/lib/i18n';
import { messages as es } from '../../../src/data/locales/es.json?lingui';
import { inPageLanguage } from '../../../src/data/serverAnswers';
import { adminCall, AdminError } from '../../../src/data/admin/adminCall';
import { NOT_EDITABLE } from '../../../src/data/outbox/outboxTransport';

vi.mock('../../../src/data/supabaseClient', () => ({ supabase: {} }));

addSpanish(es);
afterEach(() => activateLanguage('en'));

const supabase = path.resolve(__dirname, '../../../supabase');
const read = (file: string) => readFileSync(file, 'utf8');

/** Every `raise exception using … message = '…'` (or format('…')) and the address limits' own. */
function sqlMessages(): string[] {
  const dir = path.join(supabase, 'migrations');
  const found: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    const sql = read(path.join(dir, file));
    const literals = [
      ...sql.matchAll(/message = (?:format\()?'((?:[^']|'')*)'/g),
      ...sql.matchAll(/count_by_address\('[a-z_]+', \d+, interval '[^']*',\s*'((?:[^']|'')*)'\)/g),
    ];
    found.push(...literals.map((m) => (m[1] ?? '').replaceAll("''", "'")));
  }
  return found;
}

/** A TypeScript string expression ('…', `…`, joined by +) as text: `${…}` left as %s. */
function textOf(expression: string, constants: Map<string, string>): string {
  return [...expression.matchAll(/'([^']*)'|`([^`]*)`/g)]
    .map((m) =>
      m[1] !== undefined
        ? m[1]
        : (m[2] ?? '').replace(/\$\{([^}]*)\}/g, (_, name: string) => constants.get(name) ?? '%s'),
    )
    .join('');
}

/** Every edge function refusal: fail(status, 'code', …), { code, message } answers, bad(…). */
function functionMessages(): string[] {
  const dir = path.join(supabase, 'functions');
  const found: string[] = [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  for (const file of files) {
    const source = read(path.join(dir, file));
    const constants = new Map(
      [...source.matchAll(/const ([A-Z_]+) =\s*'([^']*)';/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    const expressions = [
      ...source.matchAll(
        /fail\(\s*\d+,\s*'[a-z_]+',\s*((?:(?:'[^']*'|`[^`]*`)\s*\+?\s*)+),?\s*\)/g,
      ),
      ...source.matchAll(/code: '[a-z_]+',\s*message: ('[^']*'|`[^`]*`)/g),
      ...source.matchAll(/\bbad\(('[^']*'|`[^`]*`)\)/g),
    ];
    found.push(...expressions.map((m) => textOf(m[1] ?? '', constants)));
  }
  return found;
}

/**
 * Answers no person reads, so they need no Spanish. Each group says why; anything a person can
 * meet belongs in src/data/serverAnswers.ts instead.
 */
const DEVELOPER_ONLY = new Set([
  // Columns and calls only the service role (webhooks, delete-account, triggers) may touch.
  'Only the service role can change account_type or veteran verification',
  'Only partner review can change partner_status',
  'Only the reviews change review_count',
  'The audit log is append-only',
  'Unknown payment outcome',
  'Unknown invoice outcome',
  'An invoice id is required',
  'target is required',
  // Columns the app's forms never send: only a hand-made request meets these.
  'Only an admin can set %s',
  'Only an admin can change %s',
  '%s is set only by a paid featured plan',
  'Only the rating, the words and the reply can change.',
  // Near me: the page checks the ZIP against the centroids before it asks (useNearCheck.ts) and
  // offers only the four radii, so only a hand-made request meets these.
  'radius_miles must be 10, 25, 50 or 100',
  'near_zip must be a five-digit ZIP code',
  'Unknown ZIP code %s',
  // Arguments the app always sends well formed (fixed choices, its own device id, its event batches).
  'tbl must be services, vet_deals, blog_posts or unemployment_jobs',
  'action must be approve, reject, request_changes, take_down or restore',
  'decision must be approve, suspend or restore',
  'action must be dismiss, take_down or request_changes',
  'kind must be contact or feedback',
  'request_id is required',
  'Choose a reason: scam, offensive, wrong_information, spam, expired or other',
  'device_id must be 8 to 100 letters, digits, - or _',
  'device must be 8 to 100 letters, digits, - or _',
  'kind must be view or save',
  'unknown table',
  'events must be a list',
  'At most 50 events in one batch',
  'Each event has kind, tbl, id and day',
  'id must be a positive whole number',
  'day must be a date, YYYY-MM-DD',
  'days must be 1 to 90',
  'At most 500 ids at once',
  'gift_id must be the id of one of your monthly gifts.',
  // Malformed requests (method, size, body, origin): create-checkout's parseCheckoutRequest too.
  'Use POST',
  'Use POST.',
  'Use GET or POST',
  'Use GET /authorize, GET /config or POST.',
  'The request is over 1 KB.',
  'The request is too large.',
  'The request is not JSON.',
  'The request body must be JSON.',
  'The body must be JSON.',
  'Send a JSON object.',
  'origin must be this site’s address.',
  'The body must be a JSON object.',
  'origin (the app address to come back to) is required.',
  'language must be "en" or "es".',
  'amount_cents must be a whole number of cents above zero.',
  'currency must be a three-letter lower-case code.',
  'recurring must be "once" or "monthly".',
  'receipt_name must be text of at most 100 characters.',
  'plan_id is required.',
  'listing_table must be one of vet_deals, services, blog_posts.',
  'listing_id must be a positive whole number.',
  'kind must be "donation" or "featured".',
  // Error reports are sent without anyone watching; their refusal is not shown.
  'Too many error reports have come from your network today; try again tomorrow.',
  // admin-reply and newsletter-confirm: sendQueuedMail and askForConfirmationMail ignore the answer.
  'Sign in first',
  'Only an admin can send mail',
  'Mail is not set up.',
  'The mail queue could not be read.',
  // idme-verify: completeVerification turns the status into its own words (authIdme.ts).
  'Veteran verification is not set up.',
  'A valid redirect_uri and state are required.',
  'The service role key is missing.',
  'Sign in before verifying.',
  'code and redirect_uri are required.',
  'ID.me did not confirm veteran status.',
  'The verification could not be saved.',
  // deadline-reminders runs on the schedule; stripe-webhook answers Stripe.
  'The function has no service role key.',
  'Only the schedule runs the reminders.',
  'Reminders could not be worked out: %s',
  'The Stripe-Signature header is missing.',
  'The webhook signature is not valid.',
  'The event could not be recorded.',
]);

/** What the server's format() and template strings make, for each of their shapes. */
const SAMPLES: Record<string, string[]> = {
  'Already %s by %s on %s UTC': [
    'Already approved by Avery Admin on 2026-11-29 10:00 UTC',
    'Already taken down by an admin on 2026-11-29 10:00 UTC',
    'Already changes requested by avery@example.org on 2026-12-01 08:05 UTC',
    'Already dismissed by Avery Admin on 2026-12-01 08:05 UTC',
    'Already sent back for changes by Avery Admin on 2026-12-01 08:05 UTC',
  ],
  'This item is %s, so there is nothing to do': [
    'This item is waiting for review, so there is nothing to do',
    'This item is set to closed, so there is nothing to do',
  ],
  'This partner is already %s%s': [
    'This partner is already suspended',
    'This partner is already approved (by avery@example.org on 2026-11-29 10:00 UTC)',
  ],
  '%s is required': ['A reason is required', 'A note saying what to change is required'],
  '%s must be at most 2000 characters': [
    'A reason must be at most 2000 characters',
    'A note saying what to change must be at most 2000 characters',
  ],
  'A donation must be between %s and %s.': ['A donation must be between $1.00 and $10,000.00.'],
};

/** An English sentence left in a Spanish answer shows as one of these words. */
const ENGLISH =
  /\b(the|this|that|your|you|is|are|was|be|has|have|can|cannot|must|not|only|of|to|and|or|with|please|try|again|already|by|on|for|at|most|an|it|found|required)\b/i;

function inSpanish(message: string): string {
  activateLanguage('es');
  try {
    return inPageLanguage(message);
  } finally {
    activateLanguage('en');
  }
}

const shapeOf = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('%s', '.*')}$`);

describe('the server’s answers in the page’s language', () => {
  const messages = [...new Set([...sqlMessages(), ...functionMessages()])].sort();

  it('are found in the server’s sources', () => {
    expect(messages).toContain('You can send at most 5 reports an hour. Please try again later.');
    expect(messages).toContain('A donation must be between %s and %s.');
    expect(messages).toContain(
      'Your monthly gift could not be cancelled, so your account was not deleted. Try again.',
    );
    expect(messages.length).toBeGreaterThan(120);
  });

  it('each have a Spanish form, unless only a developer sees them', () => {
    const shown = messages.filter((m) => !DEVELOPER_ONLY.has(m));
    for (const message of shown) {
      const instances = message.includes('%s') ? SAMPLES[message] : [message];
      expect(instances, `samples of "${message}"`).toBeDefined();
      for (const instance of instances ?? []) {
        expect(instance, `a sample of "${message}"`).toMatch(shapeOf(message));
        const spanish = inSpanish(instance);
        expect(spanish, instance).not.toBe(instance);
        expect(spanish, instance).not.toMatch(ENGLISH);
        expect(spanish, instance).not.toMatch(/[{}]/);
        expect(inPageLanguage(instance), `English of "${instance}"`).toBe(instance);
      }
    }
  });

  it('leave out only messages the server still sends', () => {
    const stale = [...DEVELOPER_ONLY, ...Object.keys(SAMPLES)].filter((m) => !messages.includes(m));
    expect(stale).toEqual([]);
  });

  it('cover every note the moderation functions require by name', () => {
    const sql = readdirSync(path.join(supabase, 'migrations'))
      .map((file) => read(path.join(supabase, 'migrations', file)))
      .join('\n');
    const names = [...sql.matchAll(/required_text\([a-z_]+, '([^']+)'\)/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of new Set(names)) {
      expect(SAMPLES['%s is required']).toContain(`${name} is required`);
      expect(SAMPLES['%s must be at most 2000 characters']).toContain(
        `${name} must be at most 2000 characters`,
      );
    }
  });

  it('stay the server’s own words, word for word, on an English page', () => {
    for (const message of [
      'Deal not found',
      "Only the service's owner can reply.",
      'Type “delete my account” to confirm.',
      'Already approved by Avery Admin on 2026-11-29 10:00 UTC',
      'A donation must be between $1.00 and $10,000.00.',
      'For security purposes, you can only request this after 42 seconds.',
      'Password should be at least 6 characters.',
    ]) {
      expect(inPageLanguage(message)).toBe(message);
    }
  });

  it('keep the figures and names the server wrote, in Spanish', () => {
    expect(inSpanish('Already approved by Avery Admin on 2026-11-29 10:00 UTC')).toBe(
      'Ya está aprobado: lo decidió Avery Admin el 2026-11-29 10:00 UTC',
    );
    expect(inSpanish('Already taken down by an admin on 2026-11-29 10:00 UTC')).toBe(
      'Ya está retirado: lo decidió un administrador el 2026-11-29 10:00 UTC',
    );
    expect(inSpanish('A donation must be between $1.00 and $10,000.00.')).toBe(
      'Una donación debe ser de entre $1.00 y $10,000.00.',
    );
    expect(inSpanish('For security purposes, you can only request this after 42 seconds.')).toBe(
      'Por motivos de seguridad, solo puede pedir esto después de 42 segundos.',
    );
    expect(
      inSpanish('This partner is already approved (by avery@example.org on 2026-11-29 10:00 UTC)'),
    ).toBe(
      'Este socio comercial ya está aprobado (lo decidió avery@example.org el 2026-11-29 10:00 UTC)',
    );
  });

  it('pass an unknown message through unchanged, in either language', () => {
    const unknown = 'new row violates row-level security policy for table "services"';
    expect(inPageLanguage(unknown)).toBe(unknown);
    expect(inSpanish(unknown)).toBe(unknown);
    // A state the server may add later: better whole in English than half translated.
    const newState = 'Already set to archived by Avery Admin on 2026-11-29 10:00 UTC';
    expect(inSpanish(newState)).toBe(newState);
  });

  it('say in Spanish what the service worker kept with an outbox entry in English', () => {
    expect(inSpanish(NOT_EDITABLE)).toBe(
      'Este elemento ya no existe, o su cuenta no tiene permiso para cambiarlo.',
    );
    expect(inSpanish('Waiting for the person who queued this to sign in on this device.')).toBe(
      'Esperando a que la persona que dejó esto en espera inicie sesión en este dispositivo.',
    );
    expect(inPageLanguage(NOT_EDITABLE)).toBe(NOT_EDITABLE);
  });

  it('reach the staff console in Spanish through adminCall', async () => {
    activateLanguage('es');
    const refusal = await adminCall(() =>
      Promise.resolve({
        data: null,
        error: { message: 'Already dismissed by Avery Admin on 2026-11-29 10:00 UTC' },
        status: 409,
      }),
    ).catch((error: unknown) => (error instanceof AdminError ? error.message : 'not refused'));
    expect(refusal).toBe('Ya está descartado: lo decidió Avery Admin el 2026-11-29 10:00 UTC');
  });
});
