/**
 * ID.me without ID.me: a clearly labelled test-mode stand-in for the identity provider that
 * verifies veteran status, served only by the local stack. It speaks the part of OAuth the
 * idme-verify edge function uses: an authorize page that returns `?code=&state=` to the
 * redirect_uri, a token endpoint, and an attributes endpoint listing the verified groups.
 * Codes and tokens are short-lived signed JWTs; a code works once.
 */
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { signJwt, verifyJwt } from '../jwt';

const CODE_PURPOSE = 'testmode_idme_code';
const TOKEN_PURPOSE = 'testmode_idme_token';
const CODE_TTL_SECONDS = 5 * 60;

const STYLE = `
  body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; color: #111; background: #fff; }
  .banner { background: #ffd400; color: #000; border-bottom: 4px solid #000; padding: 1rem; }
  .banner strong { display: block; font-size: 1.5rem; }
  main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
  button { font: inherit; padding: 0.75rem 1rem; border: 2px solid #000; border-radius: 0.5rem;
    background: #0b3d91; color: #fff; cursor: pointer; margin: 0 0.5rem 0.75rem 0; }
  button.secondary { background: #fff; color: #000; }
  :focus-visible { outline: 3px solid #c00; outline-offset: 3px; }
`;

function page(body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <!-- No icon: the browser would ask the stack for /favicon.ico, a 404 in its console. -->
        <link rel="icon" href="data:," />
        <title>Test mode — veteran verification</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <div class="banner" role="note">
          <strong>Test mode — this is not ID.me</strong>
          This page stands in for ID.me veteran verification on the local VetHub stack. No identity
          document is checked and nothing is sent to ID.me.
        </div>
        <main>${body}</main>
      </body>
    </html>`;
}

function redirectTarget(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

function usableRedirect(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function idmeTestModeRoutes(app: Hono): void {
  const usedCodes = new Set<string>();

  app.get('/testmode/idme/authorize', (c) => {
    const redirectUri = c.req.query('redirect_uri');
    const state = c.req.query('state') ?? '';
    if (!usableRedirect(redirectUri) || c.req.query('response_type') !== 'code') {
      return c.html(
        page(
          html`<h1>Verification cannot start</h1>
            <p>The request has no valid redirect_uri or response_type.</p>`,
        ),
        400,
      );
    }
    return c.html(
      page(
        html`<h1>Verify your veteran status (test mode)</h1>
          <p>Choose the answer the test identity provider should give VetHub.</p>
          <form method="post">
            <input type="hidden" name="redirect_uri" value="${redirectUri}" />
            <input type="hidden" name="state" value="${state}" />
            <button type="submit" name="answer" value="veteran">Verify as a veteran</button>
            <button type="submit" name="answer" value="not_veteran" class="secondary">
              Not a veteran
            </button>
            <button type="submit" name="answer" value="cancel" class="secondary">Cancel</button>
          </form>`,
      ),
    );
  });

  app.post('/testmode/idme/authorize', async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = typeof form.redirect_uri === 'string' ? form.redirect_uri : undefined;
    const state = typeof form.state === 'string' ? form.state : '';
    if (!usableRedirect(redirectUri)) return c.text('Invalid redirect_uri', 400);
    if (form.answer === 'cancel') {
      return c.redirect(
        redirectTarget(redirectUri, {
          error: 'access_denied',
          error_description: 'Verification was cancelled',
          state,
        }),
        302,
      );
    }
    const code = await signJwt(
      {
        purpose: CODE_PURPOSE,
        redirect_uri: redirectUri,
        verified: form.answer === 'veteran',
        jti: crypto.randomUUID(),
      },
      CODE_TTL_SECONDS,
    );
    return c.redirect(redirectTarget(redirectUri, { code, state }), 302);
  });

  app.post('/testmode/idme/token', async (c) => {
    const form = await c.req.parseBody();
    const code = typeof form.code === 'string' ? form.code : '';
    try {
      const claims = await verifyJwt(code);
      const jti = String(claims.jti);
      if (
        claims.purpose !== CODE_PURPOSE ||
        claims.redirect_uri !== form.redirect_uri ||
        usedCodes.has(jti)
      ) {
        throw new Error('invalid code');
      }
      usedCodes.add(jti);
      const token = await signJwt({ purpose: TOKEN_PURPOSE, verified: claims.verified }, 600);
      return c.json({ access_token: token, token_type: 'bearer', expires_in: 600 });
    } catch {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid or used code' }, 400);
    }
  });

  app.get('/testmode/idme/attributes', async (c) => {
    const auth = c.req.header('Authorization') ?? '';
    try {
      const claims = await verifyJwt(auth.replace(/^Bearer /, ''));
      if (claims.purpose !== TOKEN_PURPOSE) throw new Error('wrong token');
      return c.json({
        attributes: [],
        status: [{ group: 'military', subgroups: ['Veteran'], verified: claims.verified === true }],
      });
    } catch {
      return c.json({ error: 'invalid_token' }, 401);
    }
  });
}
