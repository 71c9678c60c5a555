/**
 * The test-mode stand-in for Google's account chooser. It must never be mistaken for the real
 * thing: a large banner says so, and it only ever runs on the local stack.
 */
import { html } from 'hono/html';

type Page = ReturnType<typeof html>;

/** Fictional accounts offered with one click; any other address can be typed in. */
const TEST_ACCOUNTS = [
  { name: 'Jordan Test', email: 'jordan.test@example.test' },
  { name: 'Casey Test', email: 'casey.test@example.test' },
];

const STYLE = `
  body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; color: #111; background: #fff; }
  .banner { background: #ffd400; color: #000; border-bottom: 4px solid #000; padding: 1rem; }
  .banner strong { display: block; font-size: 1.5rem; }
  main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
  ul { list-style: none; padding: 0; }
  li { margin: 0 0 0.75rem; }
  button { font: inherit; padding: 0.75rem 1rem; border: 2px solid #000; border-radius: 0.5rem;
    background: #0b3d91; color: #fff; cursor: pointer; text-align: left; max-width: 100%; }
  button span { display: block; font-size: 1rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { font: inherit; padding: 0.5rem; border: 2px solid #333; border-radius: 0.25rem;
    width: 100%; box-sizing: border-box; }
  :focus-visible { outline: 3px solid #c00; outline-offset: 3px; }
  .error { border: 3px solid #a00; padding: 0.75rem; color: #700; }
  a { color: #0b3d91; }
`;

function layout(title: string, body: Page): Page {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <!-- No icon: the browser would ask the stack for /favicon.ico, a 404 in its console. -->
        <link rel="icon" href="data:," />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <div class="banner" role="note">
          <strong>Test mode — no real Google account is used</strong>
          This page stands in for Google sign-in on the local VetHub stack. Nothing is sent to
          Google and no password is asked for.
        </div>
        <main>${body}</main>
      </body>
    </html>`;
}

export interface ConsentPageProps {
  action: string;
  state: string;
  returnTo: string;
  cancelUrl: string;
  error?: string;
  email?: string;
  name?: string;
}

export function consentPage(p: ConsentPageProps): Page {
  const accountForm = (name: string, email: string) =>
    html`<li>
      <form method="post" action="${p.action}">
        <input type="hidden" name="state" value="${p.state}" />
        <input type="hidden" name="email" value="${email}" />
        <input type="hidden" name="name" value="${name}" />
        <button type="submit">Continue as ${name}<span>${email}</span></button>
      </form>
    </li>`;
  return layout(
    'Test mode: sign in with Google',
    html`<h1>Sign in with a test Google account</h1>
      <p>
        Choose who to be. You will go back to ${p.returnTo} signed in with that account. An account
        with the address is created the first time.
      </p>
      ${p.error ? html`<p class="error" role="alert">${p.error}</p>` : ''}
      <h2>Test accounts</h2>
      <ul>
        ${TEST_ACCOUNTS.map((a) => accountForm(a.name, a.email))}
      </ul>
      <h2>Use another test account</h2>
      <form method="post" action="${p.action}">
        <input type="hidden" name="state" value="${p.state}" />
        <label for="email">Email address</label>
        <input
          id="email"
          name="email"
          type="email"
          required
          autocomplete="email"
          value="${p.email ?? ''}"
        />
        <label for="name">Full name (optional)</label>
        <input id="name" name="name" type="text" autocomplete="name" value="${p.name ?? ''}" />
        <p><button type="submit">Continue with this account</button></p>
      </form>
      <p><a href="${p.cancelUrl}">Cancel and go back without signing in</a></p>`,
  );
}

export function expiredStatePage(siteUrl: string): Page {
  return layout(
    'Test mode: sign-in link expired',
    html`<h1>This sign-in has expired</h1>
      <p>The Google sign-in was started too long ago or the link is incomplete.</p>
      <p><a href="${siteUrl}">Go back to the app and choose “Sign in with Google” again</a></p>`,
  );
}
