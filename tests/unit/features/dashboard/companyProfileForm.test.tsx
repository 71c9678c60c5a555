import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../src/data/authProfile';

const update = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/data/authApi', () => ({ updateCompanyDetails: update }));

const { CompanyProfileForm } =
  await import('../../../../src/features/dashboard/CompanyProfileForm');

const profile = { companyName: 'Old Name', phone: '', website: '' } as unknown as Profile;

function renderForm() {
  render(
    <MantineProvider>
      <CompanyProfileForm profile={profile} />
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  update.mockReset();
});

describe('the company profile form', () => {
  it('refuses a website that is not a web address, says why and keeps what was typed', async () => {
    renderForm();
    const website = screen.getByLabelText('Website');
    fireEvent.change(website, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(
      await screen.findByText(
        'Enter the full website address, starting with https:// (or http://).',
      ),
    ).toBeTruthy();
    expect((website as HTMLInputElement).value).toBe('javascript:alert(1)');
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the details trimmed', async () => {
    update.mockResolvedValue({ ok: true });
    renderForm();
    fireEvent.change(screen.getByLabelText('Company or organization'), {
      target: { value: '  Blue Star Plumbing ' },
    });
    fireEvent.change(screen.getByLabelText('Website'), {
      target: { value: ' https://bluestar.example/ ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        companyName: 'Blue Star Plumbing',
        phone: '',
        website: 'https://bluestar.example/',
      }),
    );
  });
});
