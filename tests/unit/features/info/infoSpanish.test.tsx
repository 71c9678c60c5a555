// @vitest-environment happy-dom
/**
 * The info pages' own words in the page's language (issue 35): buttons, cards, tables, labels
 * and dates of the components around the prose, English as before, Spanish on Spanish pages.
 */
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { shownPage } from '../../support/shownPage';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage, spanishSettled } from '../../../../src/lib/i18n';
import AboutPage from '../../../../src/features/info/AboutPage';
import BusinessPage from '../../../../src/features/info/BusinessPage';
import EducationPage from '../../../../src/features/info/EducationPage';
import FaqPage from '../../../../src/features/info/FaqPage';
import HomePage from '../../../../src/features/info/HomePage';
import NetworkHelpPage from '../../../../src/features/info/NetworkHelpPage';
import PrivacyPage from '../../../../src/features/info/PrivacyPage';
import ResourcesPage from '../../../../src/features/info/ResourcesPage';
import TransparencyPage from '../../../../src/features/info/TransparencyPage';
import YourPage from '../../../../src/features/info/YourPage';

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

const shown = shownPage;

/** Spanish pages render once their parts' Spanish (the home words, the prose twins) is in. */
async function inSpanish(): Promise<void> {
  activateLanguage('es');
  await spanishSettled();
}

const text = (page: HTMLElement) => (page.textContent ?? '').replace(/\s+/g, ' ');

describe('the info pages in English, as before', () => {
  it('the home page: its buttons, cards and crisis section', () => {
    const page = shown(<HomePage />);
    expect(screen.getByRole('link', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Where to start if you served' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Disability claim calculator' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the claim calculator' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse VetDeals' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit content' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'If you are in crisis' })).toBeTruthy();
    expect(text(page)).toContain(
      'If you are a veteran in crisis, or worried about one, the Veterans Crisis Line can help right now. Reach a trained responder in the way that feels easiest:',
    );
  });

  it('the policy date, the GI Bill table and the shortcuts', () => {
    expect(text(shown(<PrivacyPage />))).toContain('Effective date: November 22, 2026');
    const education = shown(<EducationPage />);
    expect(text(education)).toContain('At least 1,095 days (36 months)100%');
    expect(text(education)).toContain(
      'Purple Heart, or 30 days and discharged for a service-connected disability',
    );
    shown(<YourPage />);
    expect(screen.getByRole('link', { name: 'Open claim calculator' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open saved items' })).toBeTruthy();
  });

  it('the sources of our facts, with their links and dates', () => {
    const page = text(shown(<TransparencyPage />));
    expect(page).toContain(
      "uses VA's monthly disability compensation rates effective December 1, 2025, which include a 2.8 percent cost-of-living increase",
    );
    expect(page).toContain(
      "The official source is VA.gov's current Veterans disability compensation rates page (opens in a new tab). We could not read",
    );
    expect(screen.getByRole('link', { name: 'claim calculator' }).getAttribute('href')).toBe(
      '/benefits/claim-calculator',
    );
  });

  it('the live view of this device and the organizations', () => {
    const network = text(shown(<NetworkHelpPage />));
    expect(network).toContain('Connection: Connecting.');
    expect(network).toContain('Nothing is waiting to be sent.');
    expect(screen.getByRole('region', { name: 'Lists kept on this device' })).toBeTruthy();
    expect(
      screen.getByRole('row', { name: /^Services directory Not downloaded yet/ }),
    ).toBeTruthy();
    const resources = text(shown(<ResourcesPage />));
    expect(resources).toContain('Website: www.legion.org');
  });
});

describe('the info pages in Spanish', () => {
  it('the home page: buttons, cards and crisis section in Spanish', async () => {
    await inSpanish();
    const page = shown(<HomePage />);
    expect(screen.getByRole('link', { name: 'Comenzar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Por dónde empezar si usted sirvió' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Calculadora de reclamos por discapacidad' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir la calculadora de reclamos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver las VetDeals' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publicar contenido' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Si está en crisis' })).toBeTruthy();
    expect(text(page)).toContain('la Línea de Crisis para Veteranos puede ayudarle ahora mismo');
    expect(text(page)).not.toMatch(/Get started|Browse|Open the|If you are|Job board/);
  });

  it('the about page and the FAQ', async () => {
    await inSpanish();
    shown(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Comuníquese con nosotros' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enviar comentarios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apoye a VetHub' })).toBeTruthy();
    const faq = shown(<FaqPage />);
    expect(within(faq).getByRole('button', { name: '¿VetHub es gratis?' })).toBeTruthy();
  });

  it('network help: the live view, its table and its labels', async () => {
    await inSpanish();
    const page = shown(<NetworkHelpPage />);
    expect(screen.getByRole('heading', { name: 'Este dispositivo ahora' })).toBeTruthy();
    expect(text(page)).toContain('Conexión: Conectando.');
    expect(text(page)).toContain('No hay nada esperando para enviarse.');
    const region = screen.getByRole('region', { name: 'Listas guardadas en este dispositivo' });
    expect(within(region).getByRole('columnheader', { name: 'Última actualización' })).toBeTruthy();
    expect(within(region).getByRole('rowheader', { name: 'Directorio de servicios' })).toBeTruthy();
    expect(within(region).getAllByText('Todavía no se descargó')).toHaveLength(6);
    expect(text(page)).not.toMatch(/Connection|Lists kept|Last updated|Not downloaded/);
  });

  it('transparency: the sources in Spanish, dates and figures in es-US', async () => {
    await inSpanish();
    const page = text(shown(<TransparencyPage />));
    expect(screen.getByRole('heading', { name: 'De dónde vienen nuestros datos' })).toBeTruthy();
    expect(page).toContain('vigentes desde el 1 de diciembre de 2025');
    expect(page).toContain('del 2.8 por ciento');
    expect(screen.getByRole('link', { name: 'calculadora de reclamos' }).getAttribute('href')).toBe(
      '/benefits/claim-calculator',
    );
    expect(page).toMatch(/las \d{1,3}(,\d{3})* ocupaciones de la base de datos O\*NET/);
    expect(page).toMatch(
      /archivo de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/,
    );
    expect(page).not.toMatch(/Where our facts|claim calculator|Wages:|This page includes/);
  });

  it('resources, education, privacy, your page and business', async () => {
    await inSpanish();
    const resources = text(shown(<ResourcesPage />));
    expect(resources).toContain('Sitio web: www.legion.org');
    expect(resources).toContain('Organización de membresía de veteranos de tiempos de guerra');
    expect(resources).not.toMatch(/Website:|Nonprofit/);

    const education = shown(<EducationPage />);
    const table = within(education).getByRole('table', {
      name: 'Nivel de beneficio del Post-9/11 GI Bill según el tiempo de servicio',
    });
    expect(within(table).getByRole('columnheader', { name: 'Servicio activo' })).toBeTruthy();
    expect(text(table)).toContain('Al menos 1,095 días (36 meses)100%');
    expect(
      within(education).getByRole('link', { name: 'Abrir el verificador de elegibilidad' }),
    ).toBeTruthy();

    expect(text(shown(<PrivacyPage />))).toContain(
      'Fecha de entrada en vigor: 22 de noviembre de 2026',
    );
    shown(<YourPage />);
    expect(screen.getByRole('link', { name: 'Abrir la calculadora de reclamos' })).toBeTruthy();
    shown(<BusinessPage />);
    expect(
      screen.getAllByRole('link', { name: 'Requisitos para artículos' }).length,
    ).toBeGreaterThan(0);
  });
});
