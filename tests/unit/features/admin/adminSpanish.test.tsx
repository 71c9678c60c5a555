// @vitest-environment happy-dom
/** The staff console in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { shownPage } from '../../support/shownPage';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage } from '../../../../src/lib/i18n';
import type { Person } from '../../../../src/data/admin/accounts';
import type { Subscriber } from '../../../../src/data/admin/inbox';
import type { QueueItem, Report } from '../../../../src/data/admin/moderation';
import AdminPage from '../../../../src/features/admin/AdminPage';
import { NewsletterView } from '../../../../src/features/admin/NewsletterView';
import { PersonFacts } from '../../../../src/features/admin/PersonFacts';
import { ReportsView } from '../../../../src/features/admin/ReportsView';
import en from '../../../../src/features/admin/locales/en.json';
import es from '../../../../src/features/admin/locales/es.json';

// A pending VetDeal waiting since March 2 (UTC), and an open report about a listing.
const queue: QueueItem[] = [
  {
    table: 'vet_deals',
    id: 1,
    since: '2026-03-02T04:30:00Z',
    row: { id: 1, title: '15% off lawn care', merchant: 'Green Co', description: 'Mowing.' },
  },
];
const reports: Report[] = [
  {
    id: 7,
    table_name: 'services',
    item_id: 3,
    reason: 'scam',
    details: null,
    status: 'open',
    created_at: '2026-07-04T12:05:00Z',
  },
];
const subscribers = [
  {
    id: 1,
    email: 'ana@example.com',
    source: 'footer',
    created_at: '2026-07-04T12:05:00Z',
    unsubscribed_at: null,
  },
  {
    id: 2,
    email: 'bo@example.com',
    source: null,
    created_at: '2026-07-04T12:05:00Z',
    unsubscribed_at: '2026-07-05T12:05:00Z',
  },
] satisfies Subscriber[];

vi.mock('../../../../src/data/admin/moderation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchQueue: () => Promise.resolve(queue),
  fetchOpenReports: () => Promise.resolve(reports),
  fetchItem: () => Promise.resolve(null),
}));
vi.mock('../../../../src/data/admin/inbox', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchSubscribers: () => Promise.resolve(subscribers),
}));
vi.mock('../../../../src/data/admin/adminLive', () => ({ watchAdminTables: () => () => {} }));

// The reason box grows with its text once fonts load (Mantine's autosize); happy-dom has no fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

const shown = shownPage;

const partner: Person = {
  id: 'p1',
  email: 'owner@greenco.example',
  full_name: 'Dana Owner',
  company_name: null,
  website: 'https://greenco.example',
  phone: null,
  user_type: 'partner',
  partner_status: 'unreviewed',
  verified_veteran: false,
  created_at: '2026-07-04T12:05:00Z',
  pending_deals: 2,
};

describe('the staff console in Spanish', () => {
  it('shows the review queue in English as before', async () => {
    const page = shown(<AdminPage />);
    expect(screen.getByRole('tab', { name: 'Review queue' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Take down / restore' })).toBeTruthy();
    expect(await screen.findByText('Waiting since Mar 2, 2026, 4:30 AM UTC')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Waiting for review, oldest first' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request changes' })).toBeTruthy();
    expect(page.textContent).toContain('Merchant: Green Co');
    expect(page.textContent).toContain('Every action here is recorded in the audit log.');
  });

  it('shows the review queue in Spanish, dates in es-US', async () => {
    activateLanguage('es');
    const page = shown(<AdminPage />);
    expect(screen.getByRole('tablist', { name: 'Vistas de la consola' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cola de revisión' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Registro de auditoría' })).toBeTruthy();
    const list = await screen.findByRole('list', {
      name: 'En espera de revisión, los más antiguos primero',
    });
    expect(list.textContent).toContain('En espera desde el 2 mar 2026');
    expect(list.textContent).toContain('UTC');
    expect(list.textContent).toContain('Comercio: Green Co');
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pedir cambios' })).toBeTruthy();
    expect(
      screen.getByLabelText(
        'Motivo o nota para el socio comercial (necesario para rechazar o pedir cambios)',
      ),
    ).toBeTruthy();
    expect(page.textContent).not.toMatch(/Waiting|Approve|Reject|Merchant|Review queue/);
  });

  it('names a report’s reason with the report form’s words', async () => {
    activateLanguage('es');
    const page = shown(<ReportsView />);
    expect(await screen.findByText('Reporte: Estafa o fraude')).toBeTruthy();
    expect(page.textContent).toContain('Servicio · enviado el 4 jul 2026');
    expect(page.textContent).toContain('El anuncio ya no existe.');
    expect(screen.getByRole('button', { name: 'Retirar' })).toBeTruthy();
  });

  it('counts newsletter subscribers, one and many, in Spanish', async () => {
    activateLanguage('es');
    const page = shown(<NewsletterView />);
    expect(await screen.findByText('1 suscrito, 1 dado de baja.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dar de baja ana@example.com' })).toBeTruthy();
    expect(page.textContent).toContain('Dado de baja el 5 jul 2026');
    expect(screen.getByRole('columnheader', { name: 'Fecha de suscripción' })).toBeTruthy();
  });

  it('keeps the newsletter’s English', async () => {
    shown(<NewsletterView />);
    expect(await screen.findByText('1 subscribed, 1 unsubscribed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe ana@example.com' })).toBeTruthy();
    expect(screen.getByText('Unsubscribed Jul 5, 2026, 12:05 PM UTC')).toBeTruthy();
  });

  it('describes a partner in each language, the website still a link', () => {
    const english = shown(<PersonFacts person={partner} />);
    expect(english.textContent).toContain('Company: none given');
    expect(english.textContent).toContain('User type: partner');
    expect(english.textContent).toContain('Partner review: not reviewed yet');
    expect(english.textContent).toContain(
      'Veteran verification (by the identity provider): not verified',
    );
    english.remove();
    activateLanguage('es');
    const spanish = shown(<PersonFacts person={partner} />);
    expect(spanish.textContent).toContain('Empresa: no se indicó');
    expect(spanish.textContent).toContain('Tipo de usuario: socio comercial');
    expect(spanish.textContent).toContain('Revisión de socio comercial: todavía sin revisar');
    expect(spanish.textContent).toContain('VetDeals en espera de esta revisión: 2');
    expect(spanish.textContent).toContain('Sitio web: https://greenco.example');
    expect(screen.getByRole('link', { name: /greenco\.example/ })).toBeTruthy();
  });

  it('has the same messages in both catalogs', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});
