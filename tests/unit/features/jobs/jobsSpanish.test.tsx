// @vitest-environment happy-dom
/** The job board in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, addSpanish } from '../../../../src/lib/i18n';
import { entitlement } from '../../../../src/lib/entitlements';
import { messages as es } from '../../../../src/features/jobs/locales/es.json?lingui';
import { JobCard } from '../../../../src/features/jobs/JobCard';
import { jobPay, jobPlace, vreName } from '../../../../src/features/jobs/jobDisplay';
import { jobFilterForm } from '../../../../src/features/jobs/jobFilterForm';
import { jobPosting } from '../../../../src/features/jobs/jobPosting';
import { jobFormSchema, type JobRecord } from '../../../../src/features/jobs/jobSchema';
import { stepAt } from '../../../../src/components/posting/postingKind';

addSpanish(es);
afterEach(() => {
  cleanup();
  activateLanguage('en');
});

const job = {
  id: 7,
  slug: 'welder',
  title: 'Welder',
  employer: 'Acme',
  city: 'Austin',
  state: 'TX',
  remote: true,
  employment_type: 'full-time',
  salary_min: 45000,
  salary_max: 60000,
  salary_period: 'year',
  description: 'Welds things.',
  apply_url: 'https://example.com/apply',
  status: 'active',
  language: 'en',
  updated_at: '2026-11-01T00:00:00Z',
} as unknown as JobRecord;

const card = () =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <JobCard job={job} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('the job board in Spanish', () => {
  it('shows a job card in English as before', () => {
    card();
    expect(screen.getByRole('link', { name: /Apply on Acme's site/ })).toBeTruthy();
    expect(screen.getByText('full-time')).toBeTruthy();
    expect(screen.getByText('Remote or Austin, Texas')).toBeTruthy();
    expect(screen.getByText('$45,000–$60,000 a year')).toBeTruthy();
    expect(screen.queryByText('En inglés')).toBeNull();
  });

  it('shows a job card in Spanish, the partner’s words as written', () => {
    activateLanguage('es');
    card();
    expect(screen.getByRole('link', { name: /Postularse en el sitio de Acme/ })).toBeTruthy();
    expect(screen.getByText('tiempo completo')).toBeTruthy();
    expect(screen.getByText('En inglés')).toBeTruthy();
    expect(screen.getByText('Lugar:')).toBeTruthy();
    expect(screen.getByText('Remoto o en Austin, Texas')).toBeTruthy();
    expect(screen.getByText('$45,000–$60,000 al año')).toBeTruthy();
    expect(screen.getByText('Welds things.')).toBeTruthy();
  });

  it('says pay and place in each language', () => {
    const hourly = { salary_min: 18, salary_max: null, salary_period: 'hour' as const };
    expect(jobPay(hourly)).toBe('From $18 an hour');
    expect(jobPay({ salary_min: null, salary_max: 90000, salary_period: null })).toBe(
      'Up to $90,000 a year',
    );
    expect(jobPlace({ city: null, state: null, remote: false })).toBe('Location not listed');
    activateLanguage('es');
    expect(jobPay(hourly)).toBe('Desde $18 por hora');
    expect(jobPlace({ city: null, state: null, remote: true })).toBe('Remoto');
  });

  it('names VR&E as the data does in English, and in Spanish on Spanish pages', () => {
    expect(vreName()).toBe(entitlement('vre_ch31').name);
    activateLanguage('es');
    expect(vreName()).toMatch(
      /^Readaptación Profesional y Empleo para Veteranos \(VR&E, Capítulo \d+\)$/,
    );
  });

  it('makes the filter and the form’s words when they are read', () => {
    expect(jobFilterForm.label).toBe('Filter jobs');
    expect(stepAt(jobPosting, 0).fields[0]?.label).toBe('Job title');
    activateLanguage('es');
    expect(jobFilterForm.submitLabel).toBe('Mostrar empleos');
    expect(stepAt(jobPosting, 0).fields[0]?.label).toBe('Título del empleo');
    const type = stepAt(jobPosting, 0).fields.find((f) => f.name === 'employment_type');
    expect(type?.options).toContainEqual({ value: 'full-time', label: 'Tiempo completo' });
    expect(jobPosting.sent.waiting).toMatch(/^Gracias/);
  });

  it('checks a partner’s job with messages in the page’s language', () => {
    const empty = { title: ' ', employer: '', salary_min: 10, salary_max: 5 };
    const english = jobFormSchema.safeParse(empty).error?.issues.map((i) => i.message);
    expect(english).toContain('Enter the job title');
    activateLanguage('es');
    const spanish = jobFormSchema.safeParse(empty).error?.issues.map((i) => i.message);
    expect(spanish).toContain('Escriba el título del empleo');
    expect(spanish).toContain('Escriba el nombre del empleador');
  });
});
