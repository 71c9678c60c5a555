-- Issue 35: every listing says the language it is written in, so Spanish pages list Spanish
-- listings first and mark the others "En inglés". A partner chooses it when posting; rows
-- written before default to English, which is what they are.
do $$
declare
  t text;
begin
  foreach t in array array['vet_deals', 'services', 'blog_posts', 'unemployment_jobs'] loop
    execute format($f$
      alter table public.%1$I
        add column language text not null default 'en',
        add constraint %1$s_language check (language in ('en', 'es'))
    $f$, t);
  end loop;
end
$$ language plpgsql;
