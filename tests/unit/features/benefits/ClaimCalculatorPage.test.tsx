import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import ClaimCalculatorPage from '../../../../src/features/benefits/ClaimCalculatorPage';
import { storageKey } from '../../../../src/features/benefits/claimCalculatorStorage';

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/benefits/claim-calculator',
        element: <ClaimCalculatorPage />,
        handle: { title: 'Disability claim calculator', description: '' },
      },
    ],
    { initialEntries: ['/benefits/claim-calculator'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the claim calculator page', () => {
  it('combines three ratings with a bilateral pair and shows every step', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Disability claim calculator',
    );
    const add = screen.getByRole('button', { name: 'Add a rating' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    choose('Rating 1', '60');
    choose('Rating 2', '10');
    choose('Body side for rating 2', 'leftLeg');
    choose('Rating 3', '10');
    choose('Body side for rating 3', 'rightLeg');

    const result = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(result).getByText(/Combined rating: 70%/)).toBeTruthy();
    const steps = within(result)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'Bilateral group: left leg 10%, right leg 10%',
      '10% and 10% combine to 19%',
      'Bilateral factor: 10% of 19 is 1.9, added to give 21',
      'In order of severity: 60%, 21%',
      '60% and 21% combine to 68%',
      '68 rounds to 70%',
    ]);
    expect(within(result).getAllByText('$1,808.45').length).toBeGreaterThan(0);
    expect(within(result).getByText('$21,701.40')).toBeTruthy();
    expect(
      within(result).getByRole('link', { name: /VA disability compensation rates/ }),
    ).toHaveProperty('href', 'https://www.va.gov/disability/compensation-rates/veteran-rates/');
    expect(screen.getByRole('heading', { level: 2, name: 'How VA combines ratings' })).toBeTruthy();
  });

  it('marks unconfirmed amounts and remembers inputs on this device', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rating' }));
    choose('Rating 1', '50');
    fireEvent.click(screen.getByLabelText('I have a spouse'));
    fireEvent.click(screen.getByLabelText('My spouse receives Aid and Attendance'));
    const result = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(result).getByText('Unconfirmed')).toBeTruthy();
    expect(within(result).getByText('Unconfirmed figure: verify on VA.gov')).toBeTruthy();

    const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}') as {
      ratings: { rating: number }[];
      dependents: { spouse: boolean };
    };
    expect(stored.ratings[0]?.rating).toBe(50);
    expect(stored.dependents.spouse).toBe(true);
  });

  it('restores stored inputs, filling missing fields with defaults', async () => {
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({ ratings: [{ id: 'a', rating: 40, limb: 'none' }] }),
    );
    renderPage();
    expect(await screen.findByText(/Combined rating: 40%/)).toBeTruthy();
    expect(screen.getByLabelText('Children under 18')).toHaveProperty('value', '0');
  });

  it('starts empty when the stored data is not valid', async () => {
    window.localStorage.setItem(storageKey, JSON.stringify({ ratings: [{ rating: 45 }] }));
    renderPage();
    expect(await screen.findByText('No ratings added yet.')).toBeTruthy();
    expect(screen.getByText(/Add at least one rating/)).toBeTruthy();
  });
});
