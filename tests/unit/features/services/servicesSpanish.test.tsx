// @vitest-environment happy-dom
/** The services directory in the page's language (issue 35): English as before, Spanish on Spanish pages. */
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage, t } from '../../../../src/lib/i18n';
import { stepAt } from '../../../../src/components/posting/postingKind';
import { ServiceCard } from '../../../../src/features/services/ServiceCard';
import { ServiceDetails } from '../../../../src/features/services/ServiceDetails';
import { ReviewForm } from '../../../../src/features/services/ReviewForm';
import { servicePosting } from '../../../../src/features/services/servicePosting';
import { reviewSchema } from '../../../../src/features/services/reviewSchema';
import { serviceFormSchema } from '../../../../src/features/services/serviceSchema';
import type { ServiceRecord } from '../../../../src/features/services/serviceSchema';
import { shownPage } from '../../support/shownPage';

// The provider's details come from the server; here, a partner's, at once.
vi.mock('../../../../src/data/rpc/serviceProvider', () => ({
  useServiceProvider: () => ({
    status: 'ready',
    provider: { company_name: 'Acme Legal', website: null, user_type: 'business' },
  }),
}));

// The review box grows with its text once fonts load (Mantine's autosize); happy-dom has no fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

const service = {
  id: 12,
  slug: 'acme-legal',
  name: 'Acme Legal',
  title: 'Help with VA claims',
  excerpt: 'Free help with claims.',
  content: null,
  status: 'active',
  language: 'en',
  sponsored: true,
  services: ['legal aid'],
  credentials: [],
  category: 'legal',
  type: 'national',
  is_home: true,
  rating: 4.5,
  review_count: 3,
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  website: null,
  phone: null,
  email: null,
  updated_at: '2027-03-03T12:00:00',
} as unknown as ServiceRecord;

describe('the services directory in Spanish', () => {
  it('shows a listing’s card in each language', () => {
    const english = shownPage(<ServiceCard service={service} />);
    expect(english.textContent).toContain('Sponsored');
    expect(english.textContent).toContain('Offers:');
    expect(screen.getByLabelText('Rated 4.5 out of 5 from 3 reviews')).toBeTruthy();
    english.remove();

    activateLanguage('es');
    const spanish = shownPage(<ServiceCard service={service} />);
    for (const words of ['Patrocinado', 'Nacional', 'Desde casa', 'En inglés', 'Ofrece:', 'Dónde:'])
      expect(spanish.textContent).toContain(words);
    expect(screen.getByLabelText('Calificación de 4.5 sobre 5 según 3 reseñas')).toBeTruthy();
    expect(spanish.textContent).not.toMatch(/Sponsored|Home-based|Offers:/);
  });

  it('shows a listing’s details in Spanish, none of the English headings', () => {
    activateLanguage('es');
    const page = shownPage(<ServiceDetails service={service} />);
    const headings = [...page.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['En resumen', 'Credenciales', 'Dónde y cómo comunicarse con ellos']);
    expect(page.textContent).toContain('Categoría: Asuntos legales');
    expect(page.textContent).toContain('Calificación: 4.5 sobre 5');
    expect(page.textContent).toContain('Publicado por Acme Legal, socio comercial de VetHub.');
    expect(page.textContent).toContain('Última actualización: 3 de marzo de 2027.');
    expect(page.textContent).not.toMatch(/At a glance|Credentials|Where and how|Listed by/);
  });

  it('asks for a review in Spanish', () => {
    activateLanguage('es');
    const form = shownPage(<ReviewForm serviceId={12} onDone={() => {}} />);
    expect(screen.getByRole('form', { name: 'Escribir una reseña de este servicio' })).toBeTruthy();
    expect(screen.getByLabelText('5 estrellas: excelente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publicar su reseña' })).toBeTruthy();
    expect(form.textContent).toContain('en un máximo de 1,000 caracteres');
    expect(form.textContent).not.toMatch(/Your rating|Post your review/);
  });

  it('counts reviews, one and many, in each language', () => {
    expect(t('services.reviews.few', { count: 1, min: 3 })).toBe(
      '1 review. A rating shows once a service has 3 reviews.',
    );
    expect(t('services.reviews.rated', { rating: '4.7', count: 3 })).toBe(
      'Rated 4.7 out of 5 from 3 reviews.',
    );
    activateLanguage('es');
    expect(t('services.reviews.few', { count: 1, min: 3 })).toBe(
      '1 reseña. Un servicio recibe una calificación cuando tiene 3 reseñas.',
    );
    expect(t('services.reviews.few', { count: 2, min: 3 })).toMatch(/^2 reseñas\./);
  });

  it('makes the form’s words and checks when they are read, in the page’s language', () => {
    expect(stepAt(servicePosting, 0).fields[0]?.label).toBe('Organization name');
    const empty = { rating: '', body: '' };
    expect(reviewSchema.safeParse(empty).error?.issues[0]?.message).toBe(
      'Choose a rating from 1 to 5 stars.',
    );
    activateLanguage('es');
    expect(stepAt(servicePosting, 0).fields[0]?.label).toBe('Nombre de la organización');
    expect(servicePosting.sent.waiting).toMatch(/^Gracias: recibimos su anuncio de servicio\./);
    expect(reviewSchema.safeParse(empty).error?.issues[0]?.message).toBe(
      'Elija una calificación de 1 a 5 estrellas.',
    );
    const messages = serviceFormSchema
      .safeParse({ name: ' ', zipcode: '7870' })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Escriba el nombre del servicio');
    expect(messages).toContain('Escriba un código postal de 5 dígitos');
  });
});
