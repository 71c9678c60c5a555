/**
 * The embedded Supabase-compatible stack: one Node server on 127.0.0.1 serving REST, Auth,
 * Realtime, Functions and a mailbox, over PGlite (or PostgreSQL with DATABASE_URL).
 */
import { confirmsSignups, readProjectConfig } from './projectConfig';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readWholeBody } from './readWholeBody';
import { cors } from 'hono/cors';
import { createAuthApp } from './auth/authApp';
import { mailTemplatesOf } from './auth/mails';
import { SIGN_UPS_PER_ADDRESS } from './auth/rateLimit';
import { PASSWORD_HASH_COST, QUICK_PASSWORD_HASH_COST } from './auth/passwords';
import { compression } from './compression';
import { DEFAULT_PORT, MAX_BODY_BYTES, SERVICE_ROLE_KEY, SITE_URL } from './config';
import type { StackContext } from './context';
import type { Db, DbOptions } from './db';
import { createFunctionsApp } from './functionsApp';
import { Mailbox } from './mailbox';
import { createMailboxApp } from './mailboxApp';
import { createPushApp } from './pushApp';
import { applyMigrations, applySeed, isInitialized } from './migrate';
import { openPgliteThread } from './pgliteThread';
import { openPostgres } from './postgresDb';
import { createBroadcastApp } from './realtime/broadcastApi';
import { attachRealtime, type Realtime } from './realtime/realtimeServer';
import { createStripeTestApp } from './stripeTestMode/stripeTestApp';
import { createRestApp } from './rest/restApp';
import { BlobStore } from './storage/blobs';
import { createStorageApp } from './storage/storageApp';

export interface StackOptions extends DbOptions {
  /** The supabase/ folder to serve (migrations, seed.sql, functions). */
  workdir: string;
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  siteUrl?: string;
  /**
   * Sign-ups wait for a mailed link, as on a hosted project with confirmations on. By default
   * what the project's config.toml says (`[auth.email] enable_confirmations`), as `supabase
   * start` does; test runs that make their accounts by signing up turn it off.
   */
  confirmSignups?: boolean;
  /**
   * Sign-ups one client address may make in 5 minutes before 429, as a hosted project's
   * `[auth.rate_limit] sign_in_sign_ups` (30 in config.toml, the default here). Test runs, one
   * address making hundreds of accounts, raise it.
   */
  signUpsPerAddress?: number;
  /**
   * Hash new passwords at bcrypt's least cost, as GoTrue's own tests do (QuickHashCost): for
   * test runs that make hundreds of accounts. Stored hashes of any cost still verify.
   */
  quickPasswordHashing?: boolean;
  /** Load seed.sql when the database is created (default true). */
  seed?: boolean;
  /**
   * Where Storage keeps object bytes. Default: `storage` beside a file-backed PGlite's data
   * folder; otherwise a temporary folder removed on close.
   */
  storageDir?: string;
  /**
   * How often the stack runs the deadline-reminders function, as pg_cron does on a hosted
   * project (default hourly, first a minute after start; 0: never).
   */
  reminderEveryMs?: number;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  port: number;
  db: Db;
  mailbox: Mailbox;
  close(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  const workdir = path.resolve(options.workdir);
  const started = Date.now();
  // A mail template the stack cannot render stops it here, not at the first sign-up.
  mailTemplatesOf(workdir);
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPgliteThread(options);
  const fresh = !(await isInitialized(db));
  const applied = await applyMigrations(db, workdir);
  if (applied.length) log(`applied ${applied.length} migration(s)`);
  if (fresh && options.seed !== false && (await applySeed(db, workdir))) log('loaded seed.sql');

  const blobs = await BlobStore.open(
    options.storageDir ??
      (options.dataDir ? path.join(path.dirname(options.dataDir), 'storage') : undefined),
  );
  const host = options.host ?? '127.0.0.1';
  const mailbox = new Mailbox();
  const ctx: StackContext = {
    db,
    mailbox,
    apiUrl: '',
    siteUrl: options.siteUrl ?? SITE_URL,
    confirmSignups: options.confirmSignups ?? confirmsSignups(readProjectConfig(workdir)),
    signUpsPerAddress: options.signUpsPerAddress ?? SIGN_UPS_PER_ADDRESS,
    passwordHashCost: options.quickPasswordHashing ? QUICK_PASSWORD_HASH_COST : PASSWORD_HASH_COST,
    workdir,
    log,
  };

  const app = new Hono();
  // Hono hands only Error instances to onError; anything else thrown (PGlite's Emscripten
  // ExitStatus, a string) would end as an empty, unlogged 500. Wrap it so onError sees it.
  app.use('*', async (_c, next) => {
    try {
      await next();
    } catch (thrown) {
      throw thrown instanceof Error ? thrown : new Error(describeThrown(thrown));
    }
  });
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'accept-profile',
        'content-profile',
        'prefer',
        'range',
        'x-supabase-api-version',
        'accept',
        'x-upsert',
        'x-metadata',
        'cache-control',
        // postgrest-js sends it when it retries a read after a network error (hosted allows it).
        'x-retry-count',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: [
        'content-range',
        'x-supabase-api-version',
        'content-profile',
        'location',
        'etag',
        'content-disposition',
      ],
      credentials: true,
    }),
  );
  app.use('*', compression);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // The unread rest of the body makes the connection unusable: tell the client to drop it.
    onError: (c) =>
      c.json({ code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null }, 413, {
        connection: 'close',
      }),
  });
  // Storage takes files up to its own limits (storage/context.ts); everything else stays small.
  app.use('*', (c, next) => (c.req.path.startsWith('/storage/v1/') ? next() : limitBody(c, next)));
  app.use('*', readWholeBody);
  app.route('/rest/v1', createRestApp(ctx));
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/functions/v1', createFunctionsApp(ctx));
  app.route('/storage/v1', createStorageApp({ db, blobs }));
  // Realtime attaches to the server once it listens; the REST broadcast reaches its channels.
  const live: { realtime?: Realtime } = {};
  app.route(
    '/realtime/v1/api',
    createBroadcastApp(ctx, () => live.realtime),
  );
  app.route('/mailbox', createMailboxApp(ctx));
  app.route('/push/v1', createPushApp(ctx));
  // Stripe's API paths (/v1/checkout/…) and the labelled test checkout (/testmode/checkout/…).
  app.route('/', createStripeTestApp(ctx));
  app.get('/', (c) =>
    c.json({ name: 'VetHub local stack', rest: '/rest/v1', auth: '/auth/v1', mailbox: '/mailbox' }),
  );
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
  app.onError((error, c) => {
    // Bad input is answered with a 4xx by each part; reaching here is a bug in the stack.
    log(`internal error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json(
      { code: 'XX000', message: 'Internal error in the local stack', details: null, hint: null },
      500,
    );
  });

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? DEFAULT_PORT, hostname: host }, () =>
      resolve(s as Server),
    ) as Server;
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  ctx.apiUrl = url;
  const realtime = attachRealtime(server, ctx);
  live.realtime = realtime;
  log(`ready in ${Date.now() - started} ms at ${url}`);
  const stopReminders = scheduleReminders(url, options.reminderEveryMs ?? 60 * 60 * 1000, log);

  return {
    url,
    port,
    db,
    mailbox,
    async close() {
      stopReminders();
      await realtime.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await db.close();
      await blobs.close();
    },
  };
}

/** The local stand-in for the hosted project's pg_cron job (migration 20261128050000). */
function scheduleReminders(url: string, everyMs: number, log: (line: string) => void) {
  if (everyMs <= 0) return () => undefined;
  const run = () =>
    void fetch(`${url}/functions/v1/deadline-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
      .then((answer) => {
        if (!answer.ok) log(`deadline reminders: ${answer.status}`);
      })
      // The stack is closing or busy: the next tick tries again.
      .catch(() => undefined);
  const first = setTimeout(run, Math.min(everyMs, 60_000));
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

function describeThrown(thrown: unknown): string {
  if (typeof thrown === 'object' && thrown !== null) {
    const { name, message, status } = thrown as Record<string, unknown>;
    return `non-Error thrown: ${String(name ?? 'object')} ${String(message ?? status ?? '')}`;
  }
  return `non-Error thrown: ${String(thrown)}`;
}
