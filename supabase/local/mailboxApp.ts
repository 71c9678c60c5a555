/**
 * `/mailbox`: the mail the stack captured instead of sending (as Inbucket does for `supabase
 * start`). An HTML page for people — newest first, filter by address, each mail readable with
 * its links clickable — and JSON under /mailbox/api for tests.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { SERVICE_ROLE_KEY } from './config';
import type { StackContext } from './context';
import type { Mail } from './mailbox';

type Page = ReturnType<typeof html>;

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function mailLinks(mail: Mail): string[] {
  return [...new Set(mail.text.match(URL_PATTERN) ?? [])];
}

const STYLE = `
  body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; color: #111; background: #fff; }
  main { max-width: 50rem; margin: 0 auto; padding: 1rem; }
  .note { background: #ffd400; color: #000; border: 2px solid #000; padding: 0.75rem; }
  label { display: block; font-weight: 600; }
  input, button { font: inherit; padding: 0.5rem; border: 2px solid #333; border-radius: 0.25rem; }
  input { width: 100%; max-width: 30rem; box-sizing: border-box; }
  button { background: #0b3d91; color: #fff; border-color: #000; cursor: pointer; }
  ol { padding-left: 1.5rem; } li { margin-bottom: 0.75rem; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit;
    border: 1px solid #555; padding: 0.75rem; }
  a { color: #0b3d91; overflow-wrap: anywhere; }
  :focus-visible { outline: 3px solid #c00; outline-offset: 3px; }
`;

function layout(title: string, body: Page): Page {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <!-- No icon: the browser would ask the stack for /favicon.ico, a 404 in its console. -->
        <link rel="icon" href="data:," />
        <title>${title} — local mailbox</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

const when = (mail: Mail) => new Date(mail.sentAt).toLocaleString('en-US', { timeZone: 'UTC' });

function listPage(mails: Mail[], to: string): Page {
  const items = mails.map(
    (m) =>
      html`<li>
        <a href="/mailbox/${m.id}">${m.subject}</a><br />
        To ${m.to}, sent ${when(m)} UTC
      </li>`,
  );
  return layout(
    'Captured mail',
    html`<h1>Captured mail</h1>
      <p class="note">
        Local stack only. Mail is kept here instead of being sent, so you can follow sign-in and
        password links while developing. It is forgotten when the stack stops.
      </p>
      <form method="get" action="/mailbox">
        <label for="to">Show mail sent to this address</label>
        <input id="to" name="to" type="email" value="${to}" autocomplete="email" />
        <p>
          <button type="submit">Filter</button>
          ${to ? html`<a href="/mailbox">Show all mail</a>` : ''}
        </p>
      </form>
      <h2>
        ${mails.length} ${mails.length === 1 ? 'message' : 'messages'}${to ? ` to ${to}` : ''}
      </h2>
      ${
        mails.length
          ? html`<ol>
              ${items}
            </ol>`
          : html`<p>No mail yet.</p>`
      }`,
  );
}

function linkify(text: string): Page[] {
  const parts: Page[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(html`${text.slice(last, match.index)}`, html`<a href="${match[0]}">${match[0]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return parts;
}

function mailPage(mail: Mail): Page {
  const links = mailLinks(mail);
  return layout(
    mail.subject,
    html`<p><a href="/mailbox">Back to all mail</a></p>
      <h1>${mail.subject}</h1>
      <dl>
        <dt>To</dt>
        <dd>${mail.to}</dd>
        <dt>Sent</dt>
        <dd>${when(mail)} UTC</dd>
      </dl>
      <h2>Message</h2>
      <pre>${linkify(mail.text)}</pre>
      ${
        links.length
          ? html`<h2>Links in this message</h2>
              <ul>
                ${links.map((l) => html`<li><a href="${l}">${l}</a></li>`)}
              </ul>`
          : ''
      }`,
  );
}

const LIST_HEADERS = new Set(['List-Unsubscribe', 'List-Unsubscribe-Post']);

export function createMailboxApp(ctx: StackContext): Hono {
  const app = new Hono();
  const find = (id: string) => (/^\d+$/.test(id) ? ctx.mailbox.get(Number(id)) : undefined);
  const asJson = (m: Mail) => ({ ...m, links: mailLinks(m) });

  app.get('/api/messages', (c) =>
    c.json({ messages: ctx.mailbox.list(c.req.query('to') || undefined).map(asJson) }),
  );
  // The stack's SMTP stand-in for edge functions (admin-reply): the service role only.
  app.post('/api/messages', async (c) => {
    if (c.req.header('Authorization') !== `Bearer ${SERVICE_ROLE_KEY}`) {
      return c.json({ code: 'forbidden', message: 'Only the service role sends mail' }, 403);
    }
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const field = (name: string, max: number) => {
      const value = body?.[name];
      return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
    };
    const to = field('to', 320);
    const subject = field('subject', 300);
    const text = field('text', 20000);
    if (!to || !subject || !text) {
      return c.json({ code: 'bad_request', message: 'to, subject and text are required' }, 400);
    }
    // Only the one-click unsubscribe headers are kept; anything else a sender adds is refused.
    const given = body?.headers ?? {};
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      return c.json({ code: 'bad_request', message: 'headers must be an object' }, 400);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(given)) {
      if (!LIST_HEADERS.has(name) || typeof value !== 'string' || value.length > 2000) {
        return c.json(
          { code: 'bad_request', message: `Only ${[...LIST_HEADERS].join(' and ')} may be set` },
          400,
        );
      }
      headers[name] = value;
    }
    const mail = ctx.mailbox.send({
      to,
      subject,
      text,
      html: '',
      ...(Object.keys(headers).length ? { headers } : {}),
    });
    return c.json({ id: mail.id }, 201);
  });
  app.get('/api/messages/:id', (c) => {
    const mail = find(c.req.param('id'));
    return mail
      ? c.json(asJson(mail))
      : c.json({ code: 'not_found', message: 'No such mail' }, 404);
  });
  // Mail the edge functions send (payment receipts): the JSON an email API takes, with the
  // service role key standing in for the API key.
  app.post('/api/send', async (c) => {
    if (c.req.header('Authorization') !== `Bearer ${SERVICE_ROLE_KEY}`) {
      return c.json({ code: 'unauthorized', message: 'The service role key is required' }, 401);
    }
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const field = (name: string) => (typeof body?.[name] === 'string' ? body[name] : '');
    if (!field('to').includes('@') || !field('subject') || !field('text')) {
      return c.json({ code: 'bad_request', message: 'to, subject and text are required' }, 400);
    }
    const mail = ctx.mailbox.send({
      to: field('to'),
      subject: field('subject').slice(0, 300),
      text: field('text'),
      html: field('html'),
    });
    return c.json({ id: mail.id });
  });
  app.get('/', (c) => {
    const to = c.req.query('to')?.trim() ?? '';
    return c.html(listPage(ctx.mailbox.list(to || undefined), to));
  });
  app.get('/:id', (c) => {
    const mail = find(c.req.param('id'));
    if (!mail) {
      const body = html`<h1>Mail not found</h1>
        <p>It may have been removed. <a href="/mailbox">Back to all mail</a></p>`;
      return c.html(layout('Mail not found', body), 404);
    }
    return c.html(mailPage(mail));
  });
  return app;
}
