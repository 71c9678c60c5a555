-- The contact and feedback forms (src/features/contact): a contact message says what it is
-- about (its topic), and feedback may carry the sender's name. Visitors still only insert;
-- admins alone read (policies in 20260301000600_messages.sql).

alter table public.contact_messages
  add column topic text not null default 'question'
    check (topic in ('question', 'correction', 'accessibility', 'suspicious', 'data', 'other'));

alter table public.feedback
  add column name text check (char_length(btrim(name)) between 1 and 200);
