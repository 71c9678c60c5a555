// @vitest-environment happy-dom
/** Donations, plans and receipts in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { shownPage } from '../../support/shownPage';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage, t } from '../../../../src/lib/i18n';
import type { OwnLiveListing, Receipt } from '../../../../src/data/payments/usePayments';
import { deal, plans, service } from './paymentFixtures';
import DonatePage from '../../../../src/features/giving/DonatePage';
import PricingPage from '../../../../src/features/giving/PricingPage';
import RefundPolicyPage from '../../../../src/features/giving/RefundPolicyPage';
import { FeaturedPlanForm } from '../../../../src/features/giving/FeaturedPlanForm';
import { PaymentOutcome } from '../../../../src/features/giving/PaymentNotice';

// The server's answers, at once: the options and plans a partner or donor would be shown.
vi.mock('../../../../src/data/payments/usePayments', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useDonationOptions: () => ({
    status: 'ready',
    value: {
      currency: 'usd',
      min_cents: 100,
      max_cents: 1_000_000,
      preset_cents: [2500, 100_000],
      monthly_allowed: true,
    },
  }),
  usePlans: () => ({ status: 'ready', value: plans }),
}));

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

const shown = shownPage;

const receipt: Receipt = {
  id: 'r1',
  kind: 'donation',
  status: 'paid',
  amount_cents: 2500,
  currency: 'usd',
  recurring: 'monthly',
  receipt_number: 'VH-1001',
  receipt_name: 'Ana',
  failure_reason: null,
  created_at: '2027-03-03T12:00:00',
  paid_at: '2027-03-03T12:00:00',
  plan_name: null,
  listing_table: null,
  listing_id: null,
  listing_title: null,
  featured_from: null,
  featured_until: null,
};

// A listing featured for long after today: its radio says until when.
const listings: OwnLiveListing[] = [deal, { ...service, featured_until: '2999-05-01T12:00:00' }];

describe('giving in Spanish', () => {
  it('shows the donation form in English as before', () => {
    const page = shown(<DonatePage />);
    expect(screen.getByRole('heading', { name: 'Give to VetHub' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Another amount' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to secure checkout' })).toBeTruthy();
    expect(page.textContent).toContain('read the donation refund policy.');
  });

  it('asks for a donation in Spanish, amounts in es-US', () => {
    activateLanguage('es');
    const page = shown(<DonatePage />);
    expect(screen.getByRole('heading', { name: 'Done a VetHub' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Monto' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '$1,000.00' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Otro monto' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Una sola vez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar al pago seguro' })).toBeTruthy();
    expect(page.textContent).toContain('VetHub nunca ve el número de su tarjeta');
    expect(page.textContent).toContain('lea la política de reembolso de donaciones.');
    expect(page.textContent).not.toMatch(/Give to|Another amount|How often|secure checkout/);
  });

  it('says why an amount is refused, in Spanish', () => {
    activateLanguage('es');
    shown(<DonatePage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Otro monto' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Donar' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Escriba un monto entre $1.00 y $10,000.00.',
    );
  });

  it('shows a paid receipt in Spanish, with its date and a monthly amount', () => {
    activateLanguage('es');
    const page = shown(<PaymentOutcome state={{ status: 'ready', value: receipt }} />);
    expect(page.textContent).toContain('Gracias, Ana. Recibimos su donación.');
    expect(page.textContent).toContain('$25.00 cada mes');
    expect(page.textContent).toContain('3 de marzo de 2027');
    expect(page.textContent).toContain('Número de recibo');
    expect(page.textContent).not.toMatch(/Thank you|every month|Receipt number/);
  });

  it('names the plans and listings to feature in Spanish', () => {
    activateLanguage('es');
    const page = shown(<FeaturedPlanForm plans={plans} listings={listings} preselected={null} />);
    expect(screen.getByRole('radio', { name: 'VetDeal: Lawn care' })).toBeTruthy();
    expect(
      screen.getByRole('radio', {
        name: 'Servicio: Legal aid (destacado hasta el 1 de mayo de 2999; un plan nuevo se suma a ese período)',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'One week: 7 días, $15.00' })).toBeTruthy();
    expect(page.textContent).toContain('Total: $15.00');
    fireEvent.submit(screen.getByRole('form', { name: 'Destacar un anuncio' }));
    expect(screen.getByRole('alert').textContent).toContain('Elija un anuncio y un plan.');
  });

  it('shows the pricing and the refund policy in Spanish, section ids as in English', () => {
    activateLanguage('es');
    const pricing = shown(<PricingPage />);
    expect(pricing.textContent).toContain('7 días de ubicación destacada');
    expect(pricing.textContent).toContain('30 días de ubicación destacada');
    expect(pricing.textContent).toContain('Lo que un plan nunca cambia');
    pricing.remove();
    const refunds = shown(<RefundPolicyPage />);
    const headings = [...refunds.querySelectorAll('h2')].map((h) => [h.id, h.textContent]);
    expect(headings).toEqual([
      ['when-we-refund-a-donation', 'Cuándo reembolsamos una donación'],
      ['how-to-ask-for-a-refund', 'Cómo solicitar un reembolso'],
      ['how-the-money-comes-back', 'Cómo se devuelve el dinero'],
      ['questions', 'Preguntas'],
    ]);
  });

  it('counts days, one and many, in each language', () => {
    expect(t('giving.pricing.days', { days: 1 })).toBe('1 day of featured placement');
    expect(t('giving.pricing.days', { days: 30 })).toBe('30 days of featured placement');
    activateLanguage('es');
    expect(t('giving.pricing.days', { days: 1 })).toBe('1 día de ubicación destacada');
    expect(t('giving.pricing.days', { days: 30 })).toBe('30 días de ubicación destacada');
  });
});
