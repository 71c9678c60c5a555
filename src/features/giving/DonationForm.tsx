import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DonationOptions } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { CheckoutForm } from './CheckoutForm';
import { chosenCents, OTHER_AMOUNT as OTHER } from './donationAmount';
import { useCheckout } from './useCheckout';

export function DonationForm({ options }: { options: DonationOptions }) {
  const [choice, setChoice] = useState(String(options.preset_cents[0] ?? OTHER));
  const [other, setOther] = useState('');
  const [recurring, setRecurring] = useState<'once' | 'monthly'>('once');
  const [name, setName] = useState('');
  const { error, setError, sending, checkout } = useCheckout();
  const money = (cents: number) => formatCents(cents, options.currency);
  const bounds = `Enter an amount between ${money(options.min_cents)} and ${money(options.max_cents)}.`;

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
      label="Donate"
      failedTitle="The donation was not started"
      error={error}
      sending={sending}
      onSubmit={submit}
      note={
        <Text size="sm">
          You pay on the payment provider&rsquo;s secure page; VetHub never sees your card number.
          Payment needs a connection: nothing about a payment is saved on this device to send later.
        </Text>
      }
    >
      <Radio.Group label="Amount" value={choice} onChange={setChoice}>
        <Stack gap="xs" mt="xs">
          {options.preset_cents.map((cents) => (
            <Radio key={cents} value={String(cents)} label={money(cents)} />
          ))}
          <Radio value={OTHER} label="Another amount" />
        </Stack>
      </Radio.Group>
      {choice === OTHER ? (
        <TextInput
          label="Your amount in dollars"
          description={bounds}
          inputMode="decimal"
          value={other}
          onChange={(e) => setOther(e.currentTarget.value)}
          error={error === bounds ? bounds : undefined}
        />
      ) : null}
      {options.monthly_allowed ? (
        <Radio.Group
          label="How often"
          value={recurring}
          onChange={(v) => setRecurring(v === 'monthly' ? 'monthly' : 'once')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="once" label="One time" />
            <Radio value="monthly" label="Every month (cancel any time by contacting us)" />
          </Stack>
        </Radio.Group>
      ) : null}
      <TextInput
        label="Name for the receipt (optional)"
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
    </CheckoutForm>
  );
}
