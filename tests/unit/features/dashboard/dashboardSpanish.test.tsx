// @vitest-environment happy-dom
/** The submit hub and the dashboards in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { shownPage } from '../../support/shownPage';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage, t } from '../../../../src/lib/i18n';
import type { OutboxEntry } from '../../../../src/data/localDb';
import type { ItemEventTable } from '../../../../src/data/itemEvents';
import SubmitHubPage from '../../../../src/features/dashboard/SubmitHubPage';
import CreateNewPage from '../../../../src/features/dashboard/CreateNewPage';
import { ListingsTable } from '../../../../src/features/dashboard/ListingsTable';
import { describeEntry } from '../../../../src/features/dashboard/OutboxEntries';
import { deleteAccountSchema } from '../../../../src/features/dashboard/accountSchemas';
import { CONFIRM_PHRASES } from '../../../../supabase/functions/delete-account/index.ts';
import type { OwnListing } from '../../../../src/features/dashboard/ownListings';
import en from '../../../../src/features/dashboard/locales/en.json';
import es from '../../../../src/features/dashboard/locales/es.json';

beforeAll(() => loadAllSpanish());
afterEach(() => {
  cleanup();
  activateLanguage('en');
});

const shown = shownPage;

const listing = (over: Partial<OwnListing>): OwnListing => ({
  table: 'services',
  id: 1,
  title: 'Legal aid',
  status: 'active',
  takenDown: false,
  reviewNote: null,
  updatedAt: '2027-03-03T12:00:00Z',
  stats: { views7: 3, views30: 12, saves7: 1, saves30: 4 },
  daily: [],
  ...over,
});

const entry = (payload: Record<string, unknown>, op: 'insert' | 'update' = 'insert') =>
  ({ table: 'services', op, payload }) as unknown as OutboxEntry & { table: ItemEventTable };

describe('the submit hub in Spanish', () => {
  it('offers the four kinds in English as before', () => {
    const page = shown(<SubmitHubPage />);
    expect(screen.getByRole('heading', { name: 'What you can post' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A VetDeal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a partner account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Service listing requirements' })).toBeTruthy();
    expect(page.textContent).toContain(
      'What it takes: About 5 minutes: the merchant, the discount, how to redeem it',
    );
    expect(page.textContent).toContain('Read the Service listing requirements first.');
    expect(page.textContent).toContain(
      'Posting needs a partner account, so veterans know who stands behind each listing. An account',
    );
  });

  it('offers them in Spanish, with the shared posting links', () => {
    activateLanguage('es');
    const page = shown(<SubmitHubPage />);
    expect(screen.getByRole('heading', { name: 'Lo que puede publicar' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Un servicio' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Necesita una cuenta de socio comercial' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear una cuenta de socio comercial' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publicar un empleo' })).toBeTruthy();
    const requirements = screen.getByRole('link', { name: 'Requisitos de VetDeals' });
    expect(requirements.getAttribute('href')).toBe('/vetdeals/requirements');
    expect(page.textContent).toContain('Qué se necesita: Unos 15 minutos');
    expect(page.textContent).toContain('Después de enviarlo:');
    expect(page.textContent).toContain('sin conexión');
    expect(page.textContent).not.toMatch(
      /What it takes|After you submit|Before you start|Read the/,
    );
  });

  it('links the manage sentence of Create new in Spanish', () => {
    activateLanguage('es');
    shown(<CreateNewPage />);
    expect(screen.getByRole('heading', { name: 'Elija qué publicar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'panel comercial' }).getAttribute('href')).toBe(
      '/dashboard/business',
    );
    expect(screen.getByRole('link', { name: 'página de contacto' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});

describe('the business dashboard in Spanish', () => {
  const items = [
    listing({}),
    listing({ id: 2, title: 'Rides', status: 'rejected', reviewNote: 'No address given.' }),
  ];

  it('shows the listings table in English as before', () => {
    shown(<ListingsTable table="services" items={items} onDelete={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Services (2)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your services' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Views, 7 days' })).toBeTruthy();
    expect(screen.getByText('Why it was not approved: No address given.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rides' }));
    expect(screen.getByRole('button', { name: 'Yes, delete Rides' })).toBeTruthy();
  });

  it('shows it in Spanish, titles and figures as they are', () => {
    activateLanguage('es');
    const page = shown(<ListingsTable table="services" items={items} onDelete={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Servicios (2)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sus servicios' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Vistas, 7 días' })).toBeTruthy();
    expect(screen.getByText('Publicado')).toBeTruthy();
    expect(screen.getByText('No aprobado')).toBeTruthy();
    expect(screen.getByText('Por qué no se aprobó: No address given.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar Legal aid' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Rides' }));
    expect(screen.getByRole('button', { name: 'Sí, eliminar Rides' })).toBeTruthy();
    expect(page.textContent).not.toMatch(/Views|Saves|Actions|Live|Edit\b/);
  });

  it('says when nothing is posted yet, in each language', () => {
    shown(<ListingsTable table="unemployment_jobs" items={[]} onDelete={() => undefined} />);
    expect(screen.getByText('You have not posted any jobs yet.')).toBeTruthy();
    cleanup();
    activateLanguage('es');
    shown(<ListingsTable table="vet_deals" items={[]} onDelete={() => undefined} />);
    expect(screen.getByText('Todavía no ha publicado ninguna VetDeal.')).toBeTruthy();
  });

  it('names what waits on the device, in each language', () => {
    expect(describeEntry(entry({ title: 'Rides' }))).toBe('New service: Rides');
    expect(describeEntry(entry({ id: 7, deleted_at: 'x' }, 'update'))).toBe(
      'Removal of service #7',
    );
    activateLanguage('es');
    expect(describeEntry(entry({ title: 'Rides' }))).toBe('Publicación nueva (servicio): Rides');
    expect(describeEntry(entry({ id: 7 }, 'update'))).toBe(
      'Cambios en la publicación (servicio) #7',
    );
  });

  it('counts views and saves, one and many, in each language', () => {
    expect(t('dashboard.stats.last7', { views: 1, saves: 2 })).toBe('Last 7 days: 1 view, 2 saves');
    activateLanguage('es');
    expect(t('dashboard.stats.last7', { views: 1, saves: 2 })).toBe(
      'Últimos 7 días: 1 vista, 2 guardados',
    );
  });

  it('asks for a Spanish phrase to delete an account, one the function accepts', () => {
    activateLanguage('es');
    const result = deleteAccountSchema.safeParse({ confirm: 'borrar' });
    expect(result.error?.issues[0]?.message).toBe('Escriba “eliminar mi cuenta” para confirmar.');
    expect(deleteAccountSchema.safeParse({ confirm: ' Eliminar mi cuenta ' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirm: 'delete my account' }).success).toBe(false);
    expect(CONFIRM_PHRASES).toEqual([en['dashboard.delete.phrase'], es['dashboard.delete.phrase']]);
  });

  it('has the same messages in both catalogs', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});
