/**
 * `/functions/v1/<name>`: runs supabase/functions/<name>/index.ts, whose default export is a
 * web-standard handler `(req: Request) => Response | Promise<Response>`, so the same file runs
 * on Supabase Edge (wrapped by Deno.serve) and here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import {
  ANON_KEY,
  LOCAL_VAPID_PRIVATE_KEY,
  LOCAL_VAPID_PUBLIC_KEY,
  SERVICE_ROLE_KEY,
} from './config';
import type { StackContext } from './context';

type Handler = (req: Request) => Response | Promise<Response>;

export function createFunctionsApp(ctx: StackContext): Hono {
  // Supabase Edge gives every function these; the local stack's keys are the CLI's public ones.
  // SUPABASE_URL is left unset so several stacks can share a process in tests: each function
  // gets its request on its stack's configured URL instead (onConfiguredUrl).
  process.env.SUPABASE_ANON_KEY ??= ANON_KEY;
  process.env.SUPABASE_SERVICE_ROLE_KEY ??= SERVICE_ROLE_KEY;
  process.env.VAPID_PUBLIC_KEY ??= LOCAL_VAPID_PUBLIC_KEY;
  process.env.VAPID_PRIVATE_KEY ??= LOCAL_VAPID_PRIVATE_KEY;
  process.env.VAPID_SUBJECT ??= 'mailto:push@localhost';
  const app = new Hono();
  app.all('/:name/*', (c) => run(c.req.param('name'), c.req.raw));
  app.all('/:name', (c) => run(c.req.param('name'), c.req.raw));

  async function run(name: string, req: Request): Promise<Response> {
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) {
      return Response.json({ code: 'NOT_FOUND', message: 'Function not found' }, { status: 404 });
    }
    const file = path.join(ctx.workdir, 'functions', name, 'index.ts');
    if (!existsSync(file)) {
      return Response.json({ code: 'NOT_FOUND', message: 'Function not found' }, { status: 404 });
    }
    const mod = (await import(pathToFileURL(file).href)) as { default?: Handler };
    if (typeof mod.default !== 'function') {
      return Response.json(
        { code: 'BOOT_ERROR', message: 'Function has no default export handler' },
        { status: 503 },
      );
    }
    return mod.default(await onConfiguredUrl(req));
  }

  /**
   * The request as if sent to the stack's configured URL: a function reads the project URL from
   * it (its API calls, the loopback check that allows test mode), and the URL Node builds from the
   * Host header is the caller's to choose.
   */
  async function onConfiguredUrl(req: Request): Promise<Request> {
    const asked = new URL(req.url);
    const url = new URL(`${asked.pathname}${asked.search}`, ctx.apiUrl);
    if (url.href === asked.href) return req;
    const body =
      req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer();
    return new Request(url, { method: req.method, headers: req.headers, body, signal: req.signal });
  }
  return app;
}
