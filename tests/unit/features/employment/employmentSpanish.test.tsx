// @vitest-environment happy-dom
/**
 * The employment pages in the page's language (issue 35): English as before, Spanish on Spanish
 * pages; the crosswalk's own titles stay as the data writes them.
 */
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, addSpanish } from '../../../../src/lib/i18n';
import { onetCredit, onetModified } from '../../../../src/lib/dataFacts';
import { entitlement } from '../../../../src/lib/entitlements';
import { messages as es } from '../../../../src/features/employment/locales/es.json?lingui';
import EmploymentPage from '../../../../src/features/employment/EmploymentPage';
import JobTranslatorPage from '../../../../src/features/employment/JobTranslatorPage';
import { JobTranslatorResult } from '../../../../src/features/employment/JobTranslatorResult';
import { dataMonth } from '../../../../src/lib/longDate';
import {
  branchName,
  onetCreditText,
  vreName,
  wageText,
} from '../../../../src/features/employment/employmentWords';
import { groupOccupations } from '../../../../src/features/employment/translatorSearch';
import type { Occupation } from '../../../../src/features/employment/useOccupations';
import { t } from '../../../../src/features/employment/words';

// The search reads the synced mirror; the page's own words are around it.
vi.mock('../../../../src/features/employment/JobTranslatorSearch', () => ({
  JobTranslatorSearch: () => null,
}));

addSpanish(es);
afterEach(() => {
  cleanup();
  activateLanguage('en');
});

function page(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element, handle: { title: 'Page', description: '' } },
  ]);
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const occupation: Occupation = {
  onetSoc: '49-3011.00',
  title: 'Aircraft Mechanics and Service Technicians',
  description: null,
  medianWage: 75400,
  brightOutlook: false,
  typicalEducation: null,
  wageSource: null,
};

describe('the employment pages in Spanish', () => {
  it('render the employment page in Spanish', () => {
    activateLanguage('es');
    page(<EmploymentPage />);
    expect(screen.getByText('Herramientas de empleo')).toBeTruthy();
    expect(screen.getByText('Cómo traducir su experiencia')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Readaptación Profesional y Empleo/ })).toBeTruthy();
    expect(screen.queryByText('Employment tools')).toBeNull();
  });

  it('render the translator page in Spanish, the data’s counts in it', () => {
    activateLanguage('es');
    page(<JobTranslatorPage />);
    expect(screen.getByText('Códigos que entiende el traductor')).toBeTruthy();
    expect(screen.getByText(/correspondencias entre códigos de ocupación militar/)).toBeTruthy();
    expect(screen.getByText('Ejército e Infantería de Marina:')).toBeTruthy();
  });

  it('say a result with no civilian match in Spanish, keeping the data’s titles', () => {
    const [unmapped] = groupOccupations(
      [{ branch: 'Army', code: '11B', title: 'Infantryman', svc: 'A' }],
      true,
    );
    if (!unmapped) throw new Error('no occupation');
    activateLanguage('es');
    render(
      <MantineProvider>
        <MemoryRouter>
          <JobTranslatorResult
            occupation={unmapped}
            position={0}
            open={false}
            onToggle={() => {}}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByText('Ejército 11B: Infantryman')).toBeTruthy();
    expect(screen.getByText('No hay un equivalente civil directo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ver todos los empleos' })).toBeTruthy();
  });

  it('say in English exactly what the data and the licence credit say', () => {
    expect(vreName()).toBe(entitlement('vre_ch31').name);
    expect(onetCreditText()).toBe(onetCredit);
    expect(t('employment.translator.onetModified')).toBe(onetModified);
    expect(branchName('Marine Corps')).toBe('Marine Corps');
    expect(wageText(occupation)).toBe('$75,400 a year (national median, BLS, May 2024)');
    expect(t('employment.results.count', { count: 1 })).toBe('1 military occupation matches.');
    expect(t('employment.results.count', { count: 1234 })).toBe('1234 military occupations match.');
    expect(dataMonth('July 2024')).toBe('July 2024');
    activateLanguage('es');
    expect(dataMonth('July 2024')).toBe('julio de 2024');
    expect(dataMonth('Summer 2024')).toBe('Summer 2024');
    expect(branchName('Marine Corps')).toBe('Infantería de Marina');
    expect(wageText({ ...occupation, medianWage: null, wageSource: 'at least $239,200/yr' })).toBe(
      'Al menos $239,200 al año (la BLS no da una mediana exacta por encima de esta cifra)',
    );
    expect(t('employment.result.civilian', { count: 3 })).toBe('3 ocupaciones civiles:');
  });
});
