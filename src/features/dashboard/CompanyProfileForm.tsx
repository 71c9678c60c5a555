import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { submitOrFocus, useSchemaForm } from '../../components/forms/useSchemaForm';
import { PageSection } from '../../components/PageSection';
import { showToast } from '../../components/toasts';
import { updateCompanyDetails } from '../../data/authApi';
import type { Profile } from '../../data/authProfile';
import { companyDetailsSchema, type CompanyDetailsValues } from './companyDetailsSchema';
import { t } from './words';

/** Each field's label is `label`, a message id. */
const fields = [
  { name: 'companyName', label: 'dashboard.company.name', autoComplete: 'organization' },
  { name: 'phone', label: 'dashboard.company.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'website', label: 'dashboard.company.website', type: 'url', autoComplete: 'url' },
] as const;

function fail(description: string, setProblem: (text: string) => void) {
  setProblem(description);
  showToast({ title: t('dashboard.updateFailed'), description, color: 'red' });
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
    if (!navigator.onLine) return fail(t('dashboard.company.offline'), setProblem);
    setBusy(true);
    const result = await updateCompanyDetails(companyDetailsSchema.parse(values));
    setBusy(false);
    if (!result.ok) return fail(t('dashboard.company.notSaved'), setProblem);
    setProblem(null);
    showToast({ title: t('dashboard.company.updated'), color: 'green' });
  };

  return (
    <PageSection id="company-heading" heading={t('dashboard.company.heading')}>
      <form
        onSubmit={submitOrFocus(form, (values) => void save(values))}
        noValidate
        aria-labelledby="company-heading"
      >
        <Stack gap="md" maw="32rem">
          <FormProblem title={t('dashboard.updateFailed')} problem={problem} />
          {fields.map(({ name, label, ...input }) => (
            <TextInput
              key={form.key(name)}
              {...input}
              label={t(label)}
              {...form.getInputProps(name)}
            />
          ))}
          <div>
            <Button type="submit" loading={busy}>
              {t('dashboard.company.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </PageSection>
  );
}
