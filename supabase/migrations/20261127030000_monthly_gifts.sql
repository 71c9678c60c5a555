-- Monthly gifts (issue 39): a monthly donation is a Stripe subscription. Its first payment is
-- the checkout's payment row; every renewal is a payment row of its own with its receipt, and the
-- gift itself is active, past_due (the latest renewal failed) or cancelled. Only the webhook
-- (service role, through the functions below) writes any of it; the donor reads their own.

create table public.monthly_gifts (
  -- The id of the gift's first payment (no foreign key back: payments.gift_id is the one the
  -- REST embed payments(...) must follow, unambiguously).
  id uuid primary key,
  payer_id uuid references public.profiles (id) on delete set null,
  subscription_id text not null unique check (char_length(subscription_id) between 1 and 255),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null default 'active' check (status in ('active', 'past_due', 'cancelled')),
  failure_reason text check (char_length(failure_reason) <= 300),
  current_period_end timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint monthly_gifts_cancelled_at check ((status = 'cancelled') = (cancelled_at is not null))
);
create index monthly_gifts_payer_idx on public.monthly_gifts (payer_id, created_at desc);
create trigger monthly_gifts_set_updated_at before update on public.monthly_gifts
  for each row execute function public.set_updated_at();

alter table public.payments
  add column gift_id uuid references public.monthly_gifts (id),
  -- Stripe's invoice: a renewal is recorded once per invoice, whatever events name it.
  add column invoice_id text unique check (char_length(invoice_id) <= 255),
  -- The month a gift's payment is for.
  add column month_start timestamptz,
  add column month_end timestamptz;
create index payments_gift_idx on public.payments (gift_id, created_at) where gift_id is not null;

alter table public.monthly_gifts enable row level security;
create policy "monthly_gifts: payer reads own, admins all" on public.monthly_gifts
  for select to authenticated
  using (payer_id = (select auth.uid()) or (select public.is_admin()));
revoke insert, update, delete, truncate on public.monthly_gifts from anon, authenticated;

create or replace function public.gift_receipt_number(p_id uuid) returns text
language sql stable set search_path = '' as $$
  select 'VH-' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || '-'
         || upper(left(replace(p_id::text, '-', ''), 10))
$$;

-- The first payment of a monthly donation, once paid, starts its gift (both the checkout's
-- completion and the first invoice may say so, in either order: the second changes nothing).
create or replace function public.start_monthly_gift(
  p_payment_id uuid,
  p_subscription text,
  p_invoice text default null,
  p_period_start timestamptz default null,
  p_period_end timestamptz default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  pay public.payments;
begin
  select * into pay from public.payments p where p.id = p_payment_id for update;
  if not found or pay.kind <> 'donation' or pay.recurring <> 'monthly' or pay.status <> 'paid'
     or coalesce(btrim(p_subscription), '') = '' then
    return jsonb_build_object('started', false, 'reason', 'not a paid monthly donation');
  end if;
  insert into public.monthly_gifts (id, payer_id, subscription_id, amount_cents, currency,
                                    current_period_end)
  values (pay.id, pay.payer_id, p_subscription, pay.amount_cents, pay.currency,
          coalesce(p_period_end, pay.paid_at + interval '1 month'))
  on conflict do nothing;
  if not found then
    return jsonb_build_object('started', false, 'reason', 'already started');
  end if;
  update public.payments p set
    gift_id = pay.id,
    invoice_id = coalesce(p.invoice_id, p_invoice),
    month_start = coalesce(p.month_start, p_period_start, p.paid_at),
    month_end = coalesce(p.month_end, p_period_end, p.paid_at + interval '1 month')
  where p.id = pay.id;
  return jsonb_build_object('started', true);
end
$$;

-- A renewal invoice paid or failed. Unknown subscriptions are not recorded (the caller logs
-- them); the event id, then the invoice id, make every replay a no-op. A failed invoice is a
-- failed payment row for its month and puts the gift past_due; paid later (Stripe retries), the
-- same row becomes paid and the gift active again. A cancelled gift stays cancelled.
create or replace function public.record_gift_invoice(
  p_event_id text,
  p_event_type text,
  p_subscription text,
  p_invoice text,
  p_outcome text,
  p_amount_cents integer,
  p_currency text,
  p_period_start timestamptz default null,
  p_period_end timestamptz default null,
  p_reason text default null,
  p_payment_intent text default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  gift public.monthly_gifts;
  first_pay public.payments;
  inv_pay public.payments;
  row_id uuid;
  is_new boolean := false;
begin
  if p_outcome not in ('paid', 'failed') then
    raise exception using errcode = '22023', message = 'Unknown invoice outcome';
  end if;
  if coalesce(btrim(p_invoice), '') = '' then
    raise exception using errcode = '22023', message = 'An invoice id is required';
  end if;
  select * into gift from public.monthly_gifts g where g.subscription_id = p_subscription
  for update;
  if not found then
    return jsonb_build_object('applied', false, 'reason', 'unknown subscription');
  end if;
  insert into public.payment_events (id, type, payment_id)
  values (p_event_id, p_event_type, gift.id)
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('applied', false, 'reason', 'duplicate event');
  end if;
  select * into inv_pay from public.payments p where p.invoice_id = p_invoice for update;
  if found and inv_pay.status = 'paid' then
    return jsonb_build_object('applied', false, 'reason', 'invoice already paid',
                              'payment_id', inv_pay.id);
  end if;
  if not found then
    select * into first_pay from public.payments p where p.id = gift.id;
    insert into public.payments (kind, payer_id, email, receipt_name, amount_cents, currency,
                                 recurring, status, gift_id, invoice_id, month_start, month_end,
                                 expires_at)
    values ('donation', gift.payer_id, first_pay.email, first_pay.receipt_name,
            coalesce(p_amount_cents, gift.amount_cents),
            coalesce(nullif(p_currency, ''), gift.currency), 'monthly', 'pending', gift.id,
            p_invoice, p_period_start, p_period_end, now())
    returning id into row_id;
    is_new := true;
  else
    row_id := inv_pay.id;
  end if;
  update public.payment_events e set payment_id = row_id where e.id = p_event_id;

  if p_outcome = 'paid' then
    update public.payments p set
      status = 'paid',
      paid_at = now(),
      failure_reason = null,
      payment_intent_id = coalesce(p_payment_intent, p.payment_intent_id),
      receipt_number = public.gift_receipt_number(p.id)
    where p.id = row_id;
    update public.monthly_gifts g set
      status = case when g.status = 'cancelled' then g.status else 'active' end,
      failure_reason = null,
      current_period_end = greatest(g.current_period_end, p_period_end)
    where g.id = gift.id;
  else
    update public.payments p set
      status = 'failed',
      failure_reason = left(coalesce(p_reason, 'The payment did not go through.'), 300)
    where p.id = row_id;
    update public.monthly_gifts g set
      status = case when g.status = 'cancelled' then g.status else 'past_due' end,
      failure_reason = left(coalesce(p_reason, 'The payment did not go through.'), 300)
    where g.id = gift.id;
  end if;
  select * into gift from public.monthly_gifts g where g.id = gift.id;
  return jsonb_build_object('applied', true, 'status', p_outcome, 'payment_id', row_id,
                            'first_failure', is_new and p_outcome = 'failed',
                            'gift_id', gift.id, 'gift_status', gift.status);
end
$$;

-- The subscription ended (the donor cancelled, or Stripe gave up after failed retries).
create or replace function public.record_gift_cancelled(
  p_event_id text,
  p_event_type text,
  p_subscription text,
  p_cancelled_at timestamptz default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  gift public.monthly_gifts;
begin
  select * into gift from public.monthly_gifts g where g.subscription_id = p_subscription
  for update;
  if not found then
    return jsonb_build_object('applied', false, 'reason', 'unknown subscription');
  end if;
  insert into public.payment_events (id, type, payment_id)
  values (p_event_id, p_event_type, gift.id)
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('applied', false, 'reason', 'duplicate event');
  end if;
  if gift.status = 'cancelled' then
    return jsonb_build_object('applied', false, 'reason', 'already cancelled');
  end if;
  update public.monthly_gifts g set
    status = 'cancelled',
    cancelled_at = least(coalesce(p_cancelled_at, now()), now())
  where g.id = gift.id;
  return jsonb_build_object('applied', true, 'gift_id', gift.id, 'gift_status', 'cancelled');
end
$$;

revoke all on function public.gift_receipt_number(uuid) from public, anon, authenticated;
revoke all on function public.start_monthly_gift(uuid, text, text, timestamptz, timestamptz)
  from public, anon, authenticated;
revoke all on function public.record_gift_invoice(text, text, text, text, text, integer, text,
  timestamptz, timestamptz, text, text) from public, anon, authenticated;
revoke all on function public.record_gift_cancelled(text, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.gift_receipt_number(uuid) to service_role;
grant execute on function public.start_monthly_gift(uuid, text, text, timestamptz, timestamptz)
  to service_role;
grant execute on function public.record_gift_invoice(text, text, text, text, text, integer, text,
  timestamptz, timestamptz, text, text) to service_role;
grant execute on function public.record_gift_cancelled(text, text, text, timestamptz)
  to service_role;
