-- Reference data: the military-to-civilian crosswalk, O*NET occupations and the service
-- category mapping. Everyone reads; only admins (and the service role) change it.
-- The read policies are `using (true)` on purpose: with any other condition PostgreSQL keeps the
-- client's own filters (ilike, similarity) from using the trigram indexes, because those
-- operators are not leakproof; with `true` the translator's code and title search stay indexed.
-- Rows are deleted for good (there is nothing private to hide, and realtime sends the DELETE).

create extension if not exists pg_trgm with schema extensions;

create table public.occupations (
  onet_soc text primary key check (onet_soc ~ '^[0-9]{2}-[0-9]{4}\.[0-9]{2}$'),
  title text not null,
  description text,
  median_wage integer,
  bright_outlook boolean not null default false,
  typical_education text,
  bright_outlook_categories text,
  job_zone smallint check (job_zone between 1 and 5),
  wage_source text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index occupations_title_trgm_idx
  on public.occupations using gin (title extensions.gin_trgm_ops);
create index occupations_updated_idx on public.occupations (updated_at, onet_soc);

create table public.military_careers (
  id bigint generated always as identity primary key,
  branch text not null,
  code text not null,
  title text not null,
  onet_soc text not null references public.occupations (onet_soc),
  onet_title text not null,
  -- DMDC service / code-system letter: the same code can mean different things per system.
  svc text not null check (svc ~ '^[A-Z]$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint military_careers_mapping_key unique (svc, code, title, onet_soc)
);
create index military_careers_code_idx on public.military_careers (code, svc);
create index military_careers_code_trgm_idx
  on public.military_careers using gin (code extensions.gin_trgm_ops);
create index military_careers_title_trgm_idx
  on public.military_careers using gin (title extensions.gin_trgm_ops);
create index military_careers_onet_idx on public.military_careers (onet_soc);
create index military_careers_updated_idx on public.military_careers (updated_at, id);

-- The category filter of the services list (spec §7, §9): each category maps to service type
-- names exactly as they appear in services.services (from data/organizations/organizations.csv).
create table public.service_categories (
  slug text primary key check (slug ~ '^[a-z]+$'),
  name text not null,
  description text not null,
  services text[] not null,
  sort_order smallint not null,
  updated_at timestamptz not null default now()
);

insert into public.service_categories (slug, name, description, services, sort_order) values
  ('financial', 'Financial help', 'Emergency money help, interest-free loans, grants and budget counseling.',
   array['emergency financial aid', 'interest-free loans', 'budget counseling', 'financial support',
         'financial planning', 'education loans', 'education grants', 'survivor assistance',
         'housing assistance'], 1),
  ('housing', 'Housing', 'Places to live, help to keep a home, adapted and mortgage-free homes.',
   array['housing', 'housing assistance', 'transitional housing', 'adapted housing',
         'mortgage-free homes', 'home modification', 'homelessness prevention',
         'homelessness support', 'supportive services', 'free lodging for families'], 2),
  ('disability', 'Disability and claims', 'Help with VA claims and appeals, service dogs, adaptive sports and equipment.',
   array['claims assistance', 'claims appeals', 'benefits assistance', 'benefits counseling',
         'casework assistance', 'service dogs', 'adaptive sports', 'adaptive equipment',
         'rehabilitation referral', 'transportation to VA care',
         'support for wounded and ill veterans', 'adapted housing', 'home modification'], 3),
  ('legal', 'Legal help', 'Free legal aid, discharge upgrades and claim appeals.',
   array['legal aid', 'discharge upgrades', 'claims appeals', 'law school clinics'], 4),
  ('healthcare', 'Health and mental health', 'Mental health care, counseling, suicide prevention and caregiver support.',
   array['mental health', 'mental health referral', 'free counseling', 'family counseling',
         'trauma treatment', 'suicide prevention', 'caregiver support', 'care coordination',
         'transportation to VA care', 'rehabilitation referral'], 5),
  ('education', 'Education', 'Scholarships, education grants and support for student veterans.',
   array['scholarships', 'education support', 'education grants', 'education loans',
         'campus chapters'], 6),
  ('employment', 'Jobs and careers', 'Job placement, resumes, mentoring and help with the move to a civilian career.',
   array['job placement', 'job fairs', 'resume assistance', 'career coaching', 'career counseling',
         'career mentoring', 'career transition', 'transition assistance', 'spouse employment',
         'employment services'], 7);

create trigger occupations_set_updated_at before update on public.occupations
  for each row execute function public.set_updated_at();
create trigger military_careers_set_updated_at before update on public.military_careers
  for each row execute function public.set_updated_at();
create trigger service_categories_set_updated_at before update on public.service_categories
  for each row execute function public.set_updated_at();
create trigger military_careers_realtime after insert or update or delete
  on public.military_careers
  for each row execute function public.notify_realtime_change();
select public.add_to_realtime_publication('public.military_careers');

alter table public.occupations enable row level security;
alter table public.military_careers enable row level security;
alter table public.service_categories enable row level security;

create policy "occupations: everyone reads" on public.occupations
  for select to anon, authenticated using (true);
create policy "military_careers: everyone reads" on public.military_careers
  for select to anon, authenticated using (true);
create policy "service_categories: everyone reads" on public.service_categories
  for select to anon, authenticated using (true);

create policy "occupations: admins insert" on public.occupations
  for insert to authenticated with check ((select public.is_admin()));
create policy "occupations: admins update" on public.occupations
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "occupations: admins delete" on public.occupations
  for delete to authenticated using ((select public.is_admin()));
create policy "military_careers: admins insert" on public.military_careers
  for insert to authenticated with check ((select public.is_admin()));
create policy "military_careers: admins update" on public.military_careers
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "military_careers: admins delete" on public.military_careers
  for delete to authenticated using ((select public.is_admin()));
create policy "service_categories: admins insert" on public.service_categories
  for insert to authenticated with check ((select public.is_admin()));
create policy "service_categories: admins update" on public.service_categories
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "service_categories: admins delete" on public.service_categories
  for delete to authenticated using ((select public.is_admin()));
