-- Issue 35: mail in each person's language. Whatever VetHub writes to someone goes out in the
-- language they used: a receipt in the language of the checkout page, a reply in the language
-- of the message, a moderator's decision in the language the owner's account keeps, a
-- newsletter confirmation in the language of the sign-up, GoTrue's own mails in the language of
-- the account (its templates read user_metadata.language, supabase/templates). What a person
-- wrote (an admin's reply, a moderator's reason, a listing's title) is sent as written.

alter table public.payments
  add column language text not null default 'en',
  add constraint payments_language check (language in ('en', 'es'));
alter table public.contact_messages
  add column language text not null default 'en',
  add constraint contact_messages_language check (language in ('en', 'es'));
alter table public.feedback
  add column language text not null default 'en',
  add constraint feedback_language check (language in ('en', 'es'));
alter table public.newsletter_subscribers
  add column language text not null default 'en',
  add constraint newsletter_subscribers_language check (language in ('en', 'es'));

-- Each month of a monthly gift is written by the webhook, which knows nothing of the page the
-- gift started on: the month takes the language of the gift's first payment.
create or replace function public.gift_payment_language() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.gift_id is not null and new.gift_id <> new.id then
    select p.language into new.language from public.payments p where p.id = new.gift_id;
    new.language := coalesce(new.language, 'en');
  end if;
  return new;
end
$$;
revoke all on function public.gift_payment_language() from public, anon, authenticated;
create trigger payments_gift_language before insert on public.payments
  for each row execute function public.gift_payment_language();

-- GoTrue's templates see user_metadata only, so the account's language is copied there.
create or replace function public.profile_language_to_auth() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update auth.users u
     set raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb)
                              || jsonb_build_object('language', new.language)
   where u.id = new.id
     and u.raw_user_meta_data ->> 'language' is distinct from new.language;
  return null;
end
$$;
revoke all on function public.profile_language_to_auth() from public, anon, authenticated;
create trigger profiles_language_to_auth after update of language on public.profiles
  for each row when (old.language is distinct from new.language)
  execute function public.profile_language_to_auth();

create or replace function public.account_language(person uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select p.language from public.profiles p where p.id = person), 'en')
$$;
revoke all on function public.account_language(uuid) from public, anon, authenticated;

create or replace function public.mail_owner(tbl text, item jsonb, action text, note text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  owner uuid := (item ->> 'owner_id')::uuid;
  spanish boolean := public.account_language(owner) = 'es';
  partner boolean := exists (select 1 from public.profiles p
                              where p.id = owner and p.user_type in ('partner', 'both'));
  title text := coalesce(item ->> 'title', item ->> 'name');
  kind text := case when spanish then
                 case tbl when 'services' then 'servicio' when 'vet_deals' then 'VetDeal'
                          when 'blog_posts' then 'artículo' else 'oferta de empleo' end
               else
                 case tbl when 'services' then 'service' when 'vet_deals' then 'VetDeal'
                          when 'blog_posts' then 'article' else 'job' end
               end;
  dashboard text := case
    when spanish and partner then 'panel de socio comercial (/es/dashboard/business)'
    when spanish then 'panel de veterano (/es/dashboard/veteran)'
    when partner then 'business dashboard (/dashboard/business)'
    else 'dashboard (/dashboard/veteran)' end;
  dashboard_name text := split_part(dashboard, ' (', 1);
  -- Spanish sentences avoid the listing's grammatical gender ("su oferta de empleo" is feminine).
  headline text := case when spanish then
    case action
      when 'reject' then format('No se aprobó su %s "%s"', kind, title)
      when 'request_changes' then format('Se piden cambios en su %s "%s"', kind, title)
      else format('Se retiró su %s "%s"', kind, title) end
  else
    case action
      when 'reject' then format('Your %s "%s" was not approved', kind, title)
      when 'request_changes' then format('Changes requested for your %s "%s"', kind, title)
      else format('Your %s "%s" was taken down', kind, title) end
  end;
  what text := case when spanish then
    case action
      when 'reject' then 'decidió no aprobar su publicación.'
      when 'request_changes' then format('pide cambios. Haga los cambios desde su %s y volverá '
                                         || 'a revisión.', dashboard_name)
      else 'decidió que deje de mostrarse en VetHub.' end
  else
    case action
      when 'reject' then 'reviewed it and did not approve it.'
      when 'request_changes' then format('reviewed it and asks for changes. Edit it from your %s '
                                         || 'and it goes back into review.', dashboard_name)
      else 'took it down, so it is no longer shown on VetHub.' end
  end;
  label text := case
    when action = 'request_changes' then case when spanish then 'Qué cambiar' else 'What to change' end
    else case when spanish then 'Motivo' else 'Reason' end end;
  body text := case when spanish
    then E'Hola:\n\nUn moderador de VetHub revisó su %s "%s" y %s\n\n%s: %s\n\n'
         || E'Inicie sesión en VetHub y abra su %s para ver los detalles.\n\nEl equipo de VetHub'
    else E'Hello,\n\nA VetHub moderator looked at your %s "%s" and %s\n\n%s: %s\n\n'
         || E'Sign in to VetHub and open your %s to see it.\n\nThe VetHub team' end;
begin
  perform public.queue_mail(
    (select u.email from auth.users u where u.id = owner),
    headline,
    format(body, kind, title, what, label, note, dashboard));
end
$$;

create or replace function public.remove_reported_review(review_id bigint, note text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  review public.service_reviews;
  service_name text;
begin
  select * into review from public.service_reviews r where r.id = review_id for update;
  if not found then
    return;
  end if;
  select s.name into service_name from public.services s where s.id = review.service_id;
  perform public.set_audit_context('take_down_report', note);
  delete from public.service_reviews r where r.id = review_id;
  perform public.set_audit_context(null, null);
  if public.account_language(review.reviewer_id) = 'es' then
    perform public.queue_mail(
      (select u.email from auth.users u where u.id = review.reviewer_id),
      format('Se retiró su reseña de "%s"', service_name),
      format(E'Hola:\n\nUn moderador de VetHub revisó su reseña de "%s" después de que alguien '
             || E'la reportara, y la retiró de VetHub.\n\nMotivo: %s\n\nPuede escribir una '
             || E'reseña nueva que siga las normas de la comunidad de VetHub.\n\n'
             || E'El equipo de VetHub', service_name, note));
    return;
  end if;
  perform public.queue_mail(
    (select u.email from auth.users u where u.id = review.reviewer_id),
    format('Your review of "%s" was removed', service_name),
    format(E'Hello,\n\nA VetHub moderator looked at your review of "%s" after someone reported '
           || E'it, and removed it from VetHub.\n\nReason: %s\n\nYou may write a new review '
           || E'that follows VetHub''s community rules.\n\nThe VetHub team', service_name, note));
end
$$;

-- The reply is what the admin wrote; only the subject VetHub adds follows the message's language.
create or replace function public.reply_to_message(kind text, message_id bigint, body text,
                                                   request_id uuid)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  reply text;
  to_email text;
  subject text;
  queued integer;
begin
  perform public.require_admin();
  if kind is null or kind not in ('contact', 'feedback') then
    raise exception using errcode = '22023', message = 'kind must be contact or feedback';
  end if;
  if request_id is null then
    raise exception using errcode = '22023', message = 'request_id is required';
  end if;
  reply := btrim(coalesce(body, ''));
  if reply = '' then
    raise exception using errcode = '22023', message = 'A reply is required';
  end if;
  if char_length(reply) > 5000 then
    raise exception using errcode = '22023', message = 'A reply must be at most 5000 characters';
  end if;
  if kind = 'contact' then
    select m.email,
           coalesce(nullif(m.subject, ''),
                    case m.language when 'es' then 'su mensaje a VetHub'
                                    else 'your message to VetHub' end)
      into to_email, subject from public.contact_messages m where m.id = message_id for update;
  else
    select f.email,
           case f.language when 'es' then 'sus comentarios a VetHub'
                           else 'your feedback to VetHub' end
      into to_email, subject from public.feedback f where f.id = message_id for update;
  end if;
  if subject is null then
    raise exception using errcode = 'PT404', message = 'Message not found';
  end if;
  if to_email is null then
    raise exception using errcode = '22023',
      message = 'This feedback left no email address, so there is no one to reply to';
  end if;
  insert into public.outgoing_mail (to_email, subject, body, request_id)
  values (to_email, left('Re: ' || subject, 300), reply, request_id)
  on conflict on constraint outgoing_mail_request_id_key do nothing;
  get diagnostics queued = row_count;
  if queued = 0 then
    return jsonb_build_object('id', message_id, 'sent', false, 'replayed', true);
  end if;
  perform public.set_audit_context('reply', reply);
  if kind = 'contact' then
    update public.contact_messages m set status = 'answered' where m.id = message_id;
  else
    update public.feedback f set status = 'closed' where f.id = message_id;
  end if;
  perform public.set_audit_context(null, null);
  return jsonb_build_object('id', message_id, 'sent', true, 'replayed', false);
end
$$;

-- The confirmation goes out in the language of the sign-up that asked for it, which the address
-- keeps from then on.
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
           confirm_sent_at = now(),
           language = new.language
     where s.id = existing.id;
    if new.language = 'es' then
      insert into public.outgoing_mail (to_email, subject, body, kind)
      values (
        new.email,
        'Confirme: volver a recibir el boletín de VetHub',
        format(E'Alguien pidió que el boletín de VetHub vuelva a llegar a esta dirección. Usted canceló la suscripción antes, así que esperamos a que lo confirme.\n\nPara volver a recibir el boletín, abra este enlace en los próximos 7 días:\n{{site}}/es/newsletter/confirm?token=%s\n\nSi no fue usted, no haga nada: seguirá sin recibir el boletín y no volveremos a preguntar antes de una hora.\n\nVetHub', token),
        'newsletter_confirm'
      );
    else
      insert into public.outgoing_mail (to_email, subject, body, kind)
      values (
        new.email,
        'Confirm: get the VetHub newsletter again',
        format(E'Someone asked to send the VetHub newsletter to this address again. You unsubscribed earlier, so we wait for you to confirm.\n\nTo get the newsletter again, open this link within 7 days:\n{{site}}/newsletter/confirm?token=%s\n\nIf it was not you, do nothing: you stay unsubscribed and we will not ask again for at least an hour.\n\nVetHub', token),
        'newsletter_confirm'
      );
    end if;
  end if;
  -- Already on the list, or waiting for the owner: nothing new to insert.
  return null;
end
$$;
