-- Two senders at once (a schedule and a visitor's request, or two people's requests) claimed the
-- same unsent mail: a claim only counted an attempt, so the row was free again the moment the
-- first claim committed, and the mail went out twice. A claim now holds its rows for five
-- minutes; a send that failed is tried again once that time is up.
alter table public.outgoing_mail add column claimed_until timestamptz;

create or replace function public.claim_outgoing_mail(max_count integer default 20)
returns setof public.outgoing_mail
language sql security definer set search_path = '' as $$
  update public.outgoing_mail m
     set attempts = m.attempts + 1, claimed_until = now() + interval '5 minutes'
   where m.id in (select o.id from public.outgoing_mail o
                   where o.sent_at is null and o.attempts < 5
                     and (o.claimed_until is null or o.claimed_until < now())
                   order by o.created_at limit least(greatest(max_count, 1), 100)
                   for update skip locked)
  returning m.*
$$;

create or replace function public.claim_newsletter_mail(max_count integer default 10)
returns setof public.outgoing_mail
language sql security definer set search_path = '' as $$
  update public.outgoing_mail m
     set attempts = m.attempts + 1, claimed_until = now() + interval '5 minutes'
   where m.id in (select o.id from public.outgoing_mail o
                   where o.sent_at is null and o.attempts < 5 and o.kind = 'newsletter_confirm'
                     and (o.claimed_until is null or o.claimed_until < now())
                   order by o.created_at limit least(greatest(max_count, 1), 20)
                   for update skip locked)
  returning m.*
$$;

revoke all on function public.claim_outgoing_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_outgoing_mail(integer) to service_role;
revoke all on function public.claim_newsletter_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_newsletter_mail(integer) to service_role;
