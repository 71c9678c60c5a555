/** The markup of the local test checkout: labelled fields, errors tied to them, high contrast. */
import { html } from 'hono/html';
import type { TestSession } from './checkoutSessions';

export interface CheckoutForm {
  email: string;
  card: string;
  expiry: string;
  cvc: string;
}

const STYLE = `
  body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; color: #111; background: #fff; }
  .banner { background: #ffd400; color: #000; border-bottom: 4px solid #000; padding: 1rem; }
  .banner strong { display: block; font-size: 1.5rem; }
  main { max-width: 36rem; margin: 0 auto; padding: 1rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem;
    border: 2px solid #333; border-radius: 0.25rem; }
  .error { color: #a00000; font-weight: 600; margin: 0.25rem 0 0; }
  button { font: inherit; margin-top: 1.5rem; padding: 0.75rem 1rem; border: 2px solid #000;
    border-radius: 0.5rem; background: #0b3d91; color: #fff; cursor: pointer; }
  a { color: #0b3d91; }
  code { font-size: 1rem; }
  :focus-visible { outline: 3px solid #c00; outline-offset: 3px; }
`;

export function layout(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <!-- No icon: the browser would ask the stack for /favicon.ico, a 404 in its console. -->
        <link rel="icon" href="data:," />
        <title>${title} — test mode checkout</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <div class="banner" role="note">
          <strong>Test mode — this is not Stripe</strong>
          This page stands in for Stripe Checkout on the local VetHub stack. No card is charged and
          nothing leaves this computer.
        </div>
        <main>${body}</main>
      </body>
    </html>`;
}

export function messagePage(
  title: string,
  message: string,
  backUrl?: string,
  more?: { href: string; label: string },
) {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${more ? html`<p><a href="${more.href}">${more.label}</a></p>` : ''}
      ${backUrl ? html`<p><a href="${backUrl}">Return to VetHub</a></p>` : ''}`,
  );
}

function field(
  name: keyof CheckoutForm,
  label: string,
  form: CheckoutForm,
  errors: Partial<Record<keyof CheckoutForm, string>>,
  attrs: { autocomplete: string; inputmode?: string; type?: string; hint?: string },
) {
  const error = errors[name];
  const described = [attrs.hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<label for="${name}">${label}</label>
    ${attrs.hint ? html`<p id="${name}-hint">${attrs.hint}</p>` : ''}
    <input
      id="${name}"
      name="${name}"
      type="${attrs.type ?? 'text'}"
      value="${form[name]}"
      autocomplete="${attrs.autocomplete}"
      ${attrs.inputmode ? html`inputmode="${attrs.inputmode}"` : ''}
      ${described ? html`aria-describedby="${described}"` : ''}
      ${error ? html`aria-invalid="true"` : ''}
      required
    />
    ${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}`;
}

export function checkoutPage(
  session: TestSession,
  amount: string,
  form: CheckoutForm,
  errors: Partial<Record<keyof CheckoutForm, string>>,
) {
  const count = Object.keys(errors).length;
  return layout(
    'Pay',
    html`<h1>Pay ${amount}</h1>
      <p>For: ${session.product_name}</p>
      ${
        count
          ? html`<div role="alert">
              <p class="error">
                Please correct ${count === 1 ? 'the field' : `${count} fields`} below.
              </p>
            </div>`
          : ''
      }
      <h2>Test cards</h2>
      <ul>
        <li><code>4242 4242 4242 4242</code>: the payment succeeds</li>
        <li><code>4000 0000 0000 0002</code>: the card is declined</li>
        <li><code>4000 0000 0000 9995</code>: declined for insufficient funds</li>
      </ul>
      <p>Any future expiry date and any 3 digits for the security code.</p>
      <form method="post" novalidate>
        ${field('email', 'Email for the receipt', form, errors, { autocomplete: 'email', type: 'email' })}
        ${field('card', 'Card number', form, errors, { autocomplete: 'cc-number', inputmode: 'numeric' })}
        ${field('expiry', 'Expiry date', form, errors, { autocomplete: 'cc-exp', hint: 'MM / YY' })}
        ${field('cvc', 'Security code (CVC)', form, errors, { autocomplete: 'cc-csc', inputmode: 'numeric' })}
        <button type="submit">Pay ${amount}</button>
      </form>
      <p><a href="${session.cancel_url}">Cancel and return to VetHub</a></p>`,
  );
}
