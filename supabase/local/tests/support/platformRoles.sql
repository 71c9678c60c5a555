-- What the hosted platform sets up before a project's own SQL runs, as far as the test cluster
-- needs it: the cluster's superuser is supabase_admin, and `postgres`, which runs the bootstrap,
-- the migrations, the seed and the stack's requests, is not a superuser (the attributes and
-- memberships hosted gives it). A migration only a superuser could run fails here as it would
-- there.
create role anon nologin;
create role authenticated nologin;
create role service_role nologin bypassrls;
create role authenticator login noinherit;
create role supabase_auth_admin nologin noinherit createrole;
create role supabase_storage_admin nologin noinherit createrole;
create role supabase_realtime_admin nologin noinherit;
create role postgres login nosuperuser createdb createrole replication bypassrls;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role, supabase_auth_admin, supabase_storage_admin to postgres;
grant pg_read_all_data, pg_signal_backend to postgres;
alter database postgres owner to postgres;
alter schema public owner to postgres;
-- Hosted creates an empty supabase_realtime publication, and lets postgres add tables to it
-- (supautils): migrations that publish a table run that ALTER PUBLICATION here as there.
create publication supabase_realtime;
alter publication supabase_realtime owner to postgres;
