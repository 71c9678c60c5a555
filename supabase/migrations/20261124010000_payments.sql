-- Giving and paid listings (issue 15): plans and donation options are data, payments are
-- written only by the edge functions with the service role, and featured_until only by the
-- payment webhook (apply_payment_event). RLS lets a payer read their own payments, admins all.

create table public.plans (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  name text not null check (char_length(name) between 1 and 120),
  -- What the plan buys, in plain words shown on /pricing.
  description text not null check (char_length(description) between 1 and 1000),
  buys text not null default 'featured' check (buys in ('featured')),
  duration_days integer not null check (duration_days between 1 and 366),
  -- Stripe's card limits in USD: at least 50 cents, at most 8 digits.
  price_cents integer not null check (price_cents between 50 and 99999999),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger plans_set_updated_at before update on public.plans
  for each row execute function public.set_updated_at();

-- Donation presets and bounds per currency: the /donate page and create-checkout read the same row.
create table public.donation_options (
  currency text primary key check (currency ~ '^[a-z]{3}$'),
  min_cents integer not null check (min_cents >= 50),
  max_cents integer not null check (max_cents <= 99999999),
  preset_cents integer[] not null check (cardinality(preset_cents) between 1 and 6),
  monthly_allowed boolean not null default true,
  active boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint donation_options_bounds check (min_cents <= max_cents)
);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('donation', 'featured')),
  payer_id uuid references public.profiles (id) on delete set null,
  -- The receipt address, from the checkout (or the signed-in account).
  email text check (char_length(email) <= 320),
  receipt_name text check (char_length(receipt_name) <= 100),
  plan_id text references public.plans (id),
  listing_table text check (listing_table in ('vet_deals', 'services', 'blog_posts')),
  listing_id bigint,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  recurring text not null default 'once' check (recurring in ('once', 'monthly')),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'failed', 'refunded', 'expired')),
  failure_reason text check (char_length(failure_reason) <= 300),
  checkout_session_id text unique check (char_length(checkout_session_id) <= 255),
  -- Stripe's PaymentIntent of a one-time payment: refunds name it, not the session.
  payment_intent_id text unique check (char_length(payment_intent_id) <= 255),
  receipt_number text unique,
  featured_from timestamptz,
  featured_until timestamptz,
  -- A pending checkout left open (tab closed) counts as expired from this time on.
  expires_at timestamptz not null default now() + interval '30 minutes',
  paid_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_featured_target check (
    kind <> 'featured'
    or (plan_id is not null and listing_table is not null and listing_id is not null
        and payer_id is not null)
  )
);
create index payments_payer_idx on public.payments (payer_id, created_at desc);
create index payments_listing_idx on public.payments (listing_table, listing_id);
create trigger payments_set_updated_at before update on public.payments
  for each row execute function public.set_updated_at();

-- One row per webhook event handled: the primary key makes a replay a no-op.
create table public.payment_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null check (char_length(type) <= 100),
  payment_id uuid references public.payments (id) on delete set null,
  received_at timestamptz not null default now()
);

alter table public.plans enable row level security;
alter table public.donation_options enable row level security;
alter table public.payments enable row level security;
alter table public.payment_events enable row level security;

create policy "plans: active for all, admins any" on public.plans
  for select to anon, authenticated using (active or (select public.is_admin()));
create policy "donation_options: active for all" on public.donation_options
  for select to anon, authenticated using (active or (select public.is_admin()));
create policy "payments: payer reads own, admins all" on public.payments
  for select to authenticated
  using (payer_id = (select auth.uid()) or (select public.is_admin()));
create policy "payment_events: admins read" on public.payment_events
  for select to authenticated using ((select public.is_admin()));

-- No client writes at all, not even an admin's: prices change by migration, money by webhook.
revoke insert, update, delete, truncate on public.plans, public.donation_options,
  public.payments, public.payment_events from anon, authenticated;

-- featured_until: only the server (service role, security definer functions) sets it.
create or replace function public.protect_server_fields() returns trigger
language plpgsql set search_path = '' as $$
declare
  field text;
begin
  if not public.is_client_role() then
    return new;
  end if;
  foreach field in array tg_argv loop
    if (tg_op = 'INSERT' and (to_jsonb(new) -> field) <> 'null'::jsonb)
       or (tg_op = 'UPDATE' and (to_jsonb(new) -> field) is distinct from (to_jsonb(old) -> field))
    then
      raise exception using
        errcode = '42501',
        message = format('%s is set only by a paid featured plan', field);
    end if;
  end loop;
  return new;
end
$$;

alter table public.services add column featured_until timestamptz;
create index services_featured_idx on public.services (featured_until desc)
  where featured_until is not null;

drop trigger vet_deals_protect_moderated on public.vet_deals;
create trigger vet_deals_protect_moderated before insert or update on public.vet_deals
  for each row execute function public.protect_moderated_fields('is_sample');
drop trigger blog_posts_protect_moderated on public.blog_posts;
create trigger vet_deals_protect_featured before insert or update on public.vet_deals
  for each row execute function public.protect_server_fields('featured_until');
create trigger blog_posts_protect_featured before insert or update on public.blog_posts
  for each row execute function public.protect_server_fields('featured_until');
create trigger services_protect_featured before insert or update on public.services
  for each row execute function public.protect_server_fields('featured_until');
