/**
 * Issue 18: on a project that confirms addresses by mail, sign-up answers without a session —
 * the same for a taken address and a new one. The form then says to check the mail, in words
 * that hold either way, and does not try to sign in (which would tell the two apart).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const registerAccount = vi.fn();
vi.mock('../../../../src/data/authApi', () => ({ registerAccount }));

const { RegisterForm } = await import('../../../../src/features/auth/RegisterForm');

describe('the register form on a project that confirms by mail', () => {
  it('asks the person to check their mail and offers sign-in', async () => {
    registerAccount.mockResolvedValue({ ok: true, value: null });
    const router = createMemoryRouter([{ path: '/register', element: <RegisterForm /> }], {
      initialEntries: ['/register'],
    });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByLabelText('A veteran or family member'));
    fireEvent.change(screen.getByLabelText(/^Email/), {
      target: { value: ' Robin@Example.test ' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), {
      target: { value: 'Long-enough-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(status.textContent).toContain('Check your email');
    expect(status.textContent).toContain('If robin@example.test can be used for a new account');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth');
    expect(registerAccount).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/register');
  });
});
