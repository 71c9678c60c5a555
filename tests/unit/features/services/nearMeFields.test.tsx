// @vitest-environment happy-dom
/** The near-me inputs of the services filter and the distance on a card, in each language. */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllSpanish } from '../../../../src/app/spanishWords';
import { activateLanguage } from '../../../../src/lib/i18n';
import { NearMeFields } from '../../../../src/features/services/NearMeFields';
import { ServiceCard } from '../../../../src/features/services/ServiceCard';
import type { ServiceRecord } from '../../../../src/features/services/serviceSchema';
import { shownPage } from '../../support/shownPage';

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

const listing = (distance_miles: number | null) =>
  ({
    id: 3,
    slug: 'barre-peer-support',
    name: 'Barre Peer Support',
    status: 'active',
    language: 'en',
    sponsored: false,
    services: [],
    credentials: [],
    is_home: false,
    state: 'VT',
    zipcode: '05641',
    updated_at: '2026-11-01T12:00:00',
    distance_miles,
  }) as unknown as ServiceRecord;

describe('the near-me fields', () => {
  it('offer the four distances, 25 miles unless the search says otherwise', () => {
    shownPage(<NearMeFields near={undefined} onChange={() => {}} />);
    const distance = screen.getByRole('combobox', { name: 'Distance' });
    expect([...distance.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Within 10 miles',
      'Within 25 miles',
      'Within 50 miles',
      'Within 100 miles',
    ]);
    expect((distance as HTMLSelectElement).value).toBe('25');
  });

  it('keep a distance chosen before the ZIP code is typed', () => {
    const onChange = vi.fn();
    shownPage(<NearMeFields near={undefined} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Distance' }), {
      target: { value: '100' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Near ZIP code' }), {
      target: { value: '05602' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ zip: '05602', radiusMiles: 100 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Near ZIP code' }), {
      target: { value: '  ' },
    });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('say what is wrong with the ZIP code as an alert tied to the field, while it is typed', () => {
    const error = { zip: '0560', message: 'Enter a five-digit ZIP code, for example 78701.' };
    const { rerender } = render(
      <MantineProvider>
        <NearMeFields near={{ zip: '0560', radiusMiles: 10 }} onChange={() => {}} error={error} />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Near ZIP code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(error.message);
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    // Another ZIP code typed since: the message was about the old one.
    rerender(
      <MantineProvider>
        <NearMeFields near={{ zip: '05602', radiusMiles: 10 }} onChange={() => {}} error={error} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('are in Spanish on Spanish pages', () => {
    activateLanguage('es');
    shownPage(<NearMeFields near={undefined} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Cerca del código postal' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'A menos de 50 millas' })).toBeTruthy();
  });
});

describe('the distance on a card', () => {
  it('shows whole miles, and less than a mile for the nearest', () => {
    expect(shownPage(<ServiceCard service={listing(11.25)} />).textContent).toContain(
      '11 miles away',
    );
    expect(shownPage(<ServiceCard service={listing(1.2)} />).textContent).toContain('1 mile away');
    expect(shownPage(<ServiceCard service={listing(0)} />).textContent).toContain(
      'Less than a mile away',
    );
    activateLanguage('es');
    expect(shownPage(<ServiceCard service={listing(48.29)} />).textContent).toContain(
      'a 48 millas',
    );
  });

  it('shows no distance when the list is not near a ZIP code', () => {
    expect(shownPage(<ServiceCard service={listing(null)} />).textContent).not.toMatch(/away|mile/);
  });
});
