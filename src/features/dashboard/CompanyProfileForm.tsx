import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import { PageSection } from '../../components/PageSection';
import { showToast } from '../../components/toasts';
import { updateCompanyDetails } from '../../data/authApi';
import type { Profile } from '../../data/authProfile';
import { companyDetailsSchema, type CompanyDetailsValues } from './companyDetailsSchema';

export const PROFILE_OFFLINE_MESSAGE =
  'You are offline. Your company details are kept in this form; save them when you are back online.';

const fields = [
  { name: 'companyName', label: 'Company or organization', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
] as const;

function fail(description: string, setProblem: (text: string) => void) {
  setProblem(description);
  showToast({ title: 'Update Failed', description, color: 'red' });
}

/** Company, phone and website: saved online only (see updateCompanyDetails for why). */
export function CompanyProfileForm({ profile }: { profile: Profile }) {
  const form = useSchemaForm<CompanyDetailsValues>({
    schema: companyDetailsSchema,
    initialValues: {
      companyName: profile.companyName ?? '',
      phone: profile.phone ?? '',
      website: profile.website ?? '',
    },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (values: CompanyDetailsValues) => {
    if (!navigator.onLine) return fail(PROFILE_OFFLINE_MESSAGE, setProblem);
    setBusy(true);
    const result = await updateCompanyDetails(companyDetailsSchema.parse(values));
    setBusy(false);
    if (!result.ok) return fail('Your changes were not saved. Please try again.', setProblem);
    setProblem(null);
    showToast({ title: 'Profile updated', color: 'green' });
  };

  return (
    <PageSection id="company-heading" heading="Your company profile">
      <form
        onSubmit={submitOrFocus(form, (values) => void save(values))}
        noValidate
        aria-labelledby="company-heading"
      >
        <Stack gap="md" maw="32rem">
          <FormProblem title="Update Failed" problem={problem} />
          {fields.map(({ name, ...input }) => (
            <TextInput key={form.key(name)} {...input} {...form.getInputProps(name)} />
          ))}
          <div>
            <Button type="submit" loading={busy}>
              Save company profile
            </Button>
          </div>
        </Stack>
      </form>
    </PageSection>
  );
}
