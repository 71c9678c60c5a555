/** The shell's words in the page's language (issue 35): English as before, Spanish on /es. */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/lib/i18n';
import { loadAllSpanish } from '../../../src/app/spanishWords';
import { DealReminderCard } from '../../../src/app/popups/DealReminderCard';
import { DeadlineReminderCard } from '../../../src/app/popups/DeadlineReminderCard';
import { deadlines } from '../../../src/features/benefits/claimDeadlines';
import SignOutDialog from '../../../src/app/signOut/SignOutDialog';
import { t } from '../../../src/app/kiosk/words';

beforeAll(() => loadAllSpanish());
afterEach(() => activateLanguage('en'));

const noop = () => undefined;

function renderDeal() {
  const reminder = { title: 'Gym pass', endsAt: '2026-12-03T12:00:00', daysLeft: 3, others: 1 };
  const element = <DealReminderCard reminder={reminder} onClose={noop} onTurnOff={noop} />;
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('the shell in Spanish', () => {
  it('counts in both languages', () => {
    expect(t('app.saved.items', { count: 1 })).toBe('(1 item)');
    expect(t('app.saved.items', { count: 3 })).toBe('(3 items)');
    expect(t('app.kiosk.seconds', { count: 30 })).toBe('30 seconds');
    activateLanguage('es');
    expect(t('app.saved.items', { count: 1 })).toBe('(1 elemento)');
    expect(t('app.saved.items', { count: 3 })).toBe('(3 elementos)');
    expect(t('app.deadlineReminder.more', { others: 2, days: 90 })).toBe(
      '2 plazos más vencen en los próximos 90 días.',
    );
  });

  it('says a saved deal’s reminder with the date in the page’s language', () => {
    activateLanguage('es');
    renderDeal();
    const card = screen.getByRole('complementary');
    expect(card.textContent).toContain('Varias ofertas guardadas terminan pronto');
    expect(card.textContent).toContain('Gym pass termina en 3 días, 3 de diciembre de 2026.');
    expect(card.textContent).toContain('1 oferta guardada más termina en los próximos 7 días.');
    expect(screen.getByRole('button', { name: 'Desactivar estos recordatorios' })).toBeTruthy();
  });

  it('names a claim’s time limit in the page’s language (data/va/deadlines.json’s Spanish)', () => {
    activateLanguage('es');
    const deadline = deadlines[0];
    if (!deadline) throw new Error('data/va/deadlines.json lists no time limit');
    const nearest = { deadline, startedOn: '2025-12-03', dueOn: '2026-12-03', daysLeft: 3 };
    const reminder = { nearest, claimLabel: 'Rodilla', others: 0 };
    const router = createMemoryRouter([
      {
        path: '*',
        element: <DeadlineReminderCard reminder={reminder} onClose={noop} onTurnOff={noop} />,
      },
    ]);
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const card = screen.getByRole('complementary');
    expect(card.textContent).toContain(`${deadline.es.label} (Rodilla).`);
    expect(card.textContent).not.toContain(deadline.label);
  });

  it('names everything sign-out clears', () => {
    activateLanguage('es');
    render(
      <MantineProvider>
        <SignOutDialog onCancel={noop} onSignOut={noop} />
      </MantineProvider>,
    );
    expect(screen.getByText('Su seguimiento de reclamos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});
