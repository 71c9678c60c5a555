/** The markup of the test subscriptions: a list, and one subscription with its "next month" buttons. */
import { html } from 'hono/html';
import { formatCents } from '../../functions/_shared/money';
import { layout } from './testCheckoutHtml';
import { monthName, type TestSubscription } from './testSubscriptions';

const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const amountOf = (s: TestSubscription) => `${formatCents(s.amount, s.currency)} every month`;

const STATUS: Record<TestSubscription['status'], string> = {
  active: 'Active',
  past_due: 'Past due: the last payment was declined',
  canceled: 'Cancelled',
};

export function subscriptionsPage(subs: TestSubscription[], email: string) {
  return layout(
    'Test subscriptions',
    html`<h1>Test subscriptions</h1>
      <p>
        Monthly gifts paid on this test checkout, newest first. Open one to send its next month.
      </p>
      <form method="get" action="/testmode/subscriptions">
        <label for="email">Show subscriptions for this email</label>
        <input id="email" name="email" type="email" value="${email}" autocomplete="email" />
        <button type="submit">Filter</button>
      </form>
      <h2>${subs.length} ${subs.length === 1 ? 'subscription' : 'subscriptions'}</h2>
      ${
        subs.length
          ? html`<ul>
              ${subs.map(
                (s) =>
                  html`<li>
                    <a href="/testmode/subscriptions/${s.id}"
                      >${amountOf(s)} for ${s.customer_email}</a
                    >: ${STATUS[s.status]}
                  </li>`,
              )}
            </ul>`
          : html`<p>No test subscriptions yet.</p>`
      }`,
  );
}

export function subscriptionPage(s: TestSubscription) {
  const last = s.lastDelivery;
  return layout(
    'Test subscription',
    html`<h1>Test subscription: ${amountOf(s)}</h1>
      ${
        last
          ? html`<p role="status">
              Sent ${last.type} (${last.about}): VetHub answered ${last.status || 'nothing'}.
            </p>`
          : ''
      }
      <dl>
        <dt>For</dt>
        <dd>${s.product_name}</dd>
        <dt>Receipt email</dt>
        <dd>${s.customer_email}</dd>
        <dt>Status</dt>
        <dd>${STATUS[s.status]}${s.canceled_at ? ` on ${day(s.canceled_at)}` : ''}</dd>
        <dt>Paid up to</dt>
        <dd>${day(s.current_period_end)}</dd>
      </dl>
      <h2>Months billed</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Invoice</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          ${s.invoices.map(
            (i) =>
              html`<tr>
                <th scope="row">${monthName(i.period_start)}</th>
                <td><code>${i.id}</code></td>
                <td>${i.status === 'paid' ? 'Paid' : 'Declined'}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      ${
        s.status === 'canceled'
          ? html`<p>This subscription is cancelled: no more months are billed.</p>`
          : html`<h2>Simulate the next month</h2>
              <p>
                Stripe charges the card at the start of every month and tells VetHub with a signed
                webhook. These buttons send the same event for ${monthName(s.current_period_end)},
                signed with the local webhook secret.
              </p>
              <form method="post" action="/testmode/subscriptions/${s.id}">
                <p>
                  <button type="submit" name="outcome" value="paid">Next month</button>
                  The card is charged: sends <code>invoice.paid</code>.
                </p>
                <p>
                  <button type="submit" name="outcome" value="declined">
                    Next month, card declined
                  </button>
                  The card is declined: sends <code>invoice.payment_failed</code>.
                </p>
              </form>`
      }`,
  );
}
