import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DonationOptions } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { CheckoutForm } from './CheckoutForm';
import { chosenCents, OTHER_AMOUNT as OTHER } from './donationAmount';
import { useCheckout } from './useCheckout';
import { t } from './words';

export function DonationForm({ options }: { options: DonationOptions }) {
  const [choice, setChoice] = useState(String(options.preset_cents[0] ?? OTHER));
  const [other, setOther] = useState('');
  const [recurring, setRecurring] = useState<'once' | 'monthly'>('once');
  const [name, setName] = useState('');
  const { error, setError, sending, checkout } = useCheckout();
  const money = (cents: number) => formatCents(cents, options.currency);
  const bounds = t('giving.donation.bounds', {
    min: money(options.min_cents),
    max: money(options.max_cents),
  });

  function submit() {
    const cents = chosenCents(choice, other, options);
    if (cents === null) {
      setError(bounds);
      return;
    }
    void checkout({
      kind: 'donation',
      amount_cents: cents,
      recurring,
      ...(name.trim() ? { receipt_name: name.trim() } : {}),
    });
  }

  return (
    <CheckoutForm
      label={t('giving.donation.label')}
      failedTitle={t('giving.donation.failedTitle')}
      error={error}
      sending={sending}
      onSubmit={submit}
      note={<Text size="sm">{t('giving.donation.note')}</Text>}
    >
      <Radio.Group label={t('giving.amount')} value={choice} onChange={setChoice}>
        <Stack gap="xs" mt="xs">
          {options.preset_cents.map((cents) => (
            <Radio key={cents} value={String(cents)} label={money(cents)} />
          ))}
          <Radio value={OTHER} label={t('giving.donation.other')} />
        </Stack>
      </Radio.Group>
      {choice === OTHER ? (
        <TextInput
          label={t('giving.donation.typed')}
          description={bounds}
          inputMode="decimal"
          value={other}
          onChange={(e) => setOther(e.currentTarget.value)}
          error={error === bounds ? bounds : undefined}
        />
      ) : null}
      {options.monthly_allowed ? (
        <Radio.Group
          label={t('giving.donation.often')}
          value={recurring}
          onChange={(v) => setRecurring(v === 'monthly' ? 'monthly' : 'once')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="once" label={t('giving.donation.once')} />
            <Radio value="monthly" label={t('giving.donation.monthly')} />
          </Stack>
        </Radio.Group>
      ) : null}
      <TextInput
        label={t('giving.donation.receiptName')}
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
    </CheckoutForm>
  );
}
