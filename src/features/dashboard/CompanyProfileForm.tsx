import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/toasts';
import { updateCompanyDetails } from '../../data/authApi';
import type { Profile } from '../../data/authProfile';

export const PROFILE_OFFLINE_MESSAGE =
  'You are offline. Your company details are kept in this form; save them when you are back online.';

/** Company, phone and website: saved online only (see updateCompanyDetails for why). */
export function CompanyProfileForm({ profile }: { profile: Profile }) {
  const [companyName, setCompanyName] = useState(profile.companyName ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [website, setWebsite] = useState(profile.website ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!navigator.onLine) {
      setProblem(PROFILE_OFFLINE_MESSAGE);
      showToast({ title: 'Update Failed', description: PROFILE_OFFLINE_MESSAGE, color: 'red' });
      return;
    }
    setBusy(true);
    const result = await updateCompanyDetails({
      companyName: companyName.trim(),
      phone: phone.trim(),
      website: website.trim(),
    });
    setBusy(false);
    if (!result.ok) {
      const description = 'Your changes were not saved. Please try again.';
      setProblem(description);
      showToast({ title: 'Update Failed', description, color: 'red' });
      return;
    }
    setProblem(null);
    showToast({ title: 'Profile updated', color: 'green' });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="company-heading">
      <Title order={2} id="company-heading">
        Your company profile
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="company-heading">
        <Stack gap="md" maw="32rem">
          {problem ? (
            <Alert color="red" role="alert" title="Update Failed">
              {problem}
            </Alert>
          ) : null}
          <TextInput
            label="Company or organization"
            autoComplete="organization"
            value={companyName}
            onChange={(e) => setCompanyName(e.currentTarget.value)}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <TextInput
            label="Website"
            type="url"
            autoComplete="url"
            value={website}
            onChange={(e) => setWebsite(e.currentTarget.value)}
          />
          <div>
            <Button type="submit" loading={busy}>
              Save company profile
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
