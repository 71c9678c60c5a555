-- Issue 18: an address that unsubscribed is subscribed again only by whoever reads its mail.
-- A sign-up for it (the same 201 as any other, so nobody learns whether it was on the list)
-- queues a mail with a one-time link; the link's token is kept only as a hash, is good for
-- 7 days and for one use. At most one such mail per address an hour, so the form cannot be used
-- to flood someone's inbox. The newsletter-confirm function sends it (the app calls it after a
-- sign-up); confirm_newsletter(token) is what the link's page calls.

alter table public.newsletter_subscribers
  add column confirm_token_hash text,
  add column confirm_sent_at timestamptz;

-- Which mail a row is, so the newsletter's sender claims only its own.
alter table public.outgoing_mail add column kind text check (char_length(kind) <= 40);
create index outgoing_mail_unsent_kind_idx on public.outgoing_mail (kind, created_at)
  where sent_at is null;

create or replace function public.newsletter_subscribe_once() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  existing public.newsletter_subscribers;
  token text;
begin
  new.email := lower(btrim(new.email));
  select * into existing from public.newsletter_subscribers s where s.email = new.email;
  if not found then
    return new;
  end if;
  if existing.unsubscribed_at is not null
     and (existing.confirm_sent_at is null or existing.confirm_sent_at < now() - interval '1 hour')
  then
    token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    update public.newsletter_subscribers s
       set confirm_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
           confirm_sent_at = now()
     where s.id = existing.id;
    insert into public.outgoing_mail (to_email, subject, body, kind)
    values (
      new.email,
      'Confirm: get the VetHub newsletter again',
      format(E'Someone asked to send the VetHub newsletter to this address again. You unsubscribed earlier, so we wait for you to confirm.\n\nTo get the newsletter again, open this link within 7 days:\n{{site}}/newsletter/confirm?token=%s\n\nIf it was not you, do nothing: you stay unsubscribed and we will not ask again for at least an hour.\n\nVetHub', token),
      'newsletter_confirm'
    );
  end if;
  -- Already on the list, or waiting for the owner: nothing new to insert.
  return null;
end
$$;

create or replace function public.confirm_newsletter(token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  confirmed text;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023',
      message = 'This confirmation link is not complete. Open the link from the email again, or subscribe again to get a new one.';
  end if;
  update public.newsletter_subscribers s
     set unsubscribed_at = null, confirm_token_hash = null
   where s.confirm_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     and s.confirm_sent_at > now() - interval '7 days'
  returning s.email into confirmed;
  if confirmed is null then
    raise exception using errcode = '22023',
      message = 'This confirmation link has expired or was already used. Subscribe again to get a new one.';
  end if;
  return confirmed;
end
$$;

create or replace function public.claim_newsletter_mail(max_count integer default 10)
returns setof public.outgoing_mail
language sql security definer set search_path = '' as $$
  update public.outgoing_mail m set attempts = m.attempts + 1
   where m.id in (select o.id from public.outgoing_mail o
                   where o.sent_at is null and o.attempts < 5 and o.kind = 'newsletter_confirm'
                   order by o.created_at limit least(greatest(max_count, 1), 20)
                   for update skip locked)
  returning m.*
$$;

revoke all on function public.confirm_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated;
revoke all on function public.claim_newsletter_mail(integer) from public, anon, authenticated;
grant execute on function public.claim_newsletter_mail(integer) to service_role;
