-- Statement and idle-transaction limits for the client roles, as hosted Supabase sets them, so
-- one slow request (a pathological regex, a huge embed) cannot hold the database. PostgREST
-- applies an impersonated role's settings inside each request's transaction; the local stack
-- reads these values and does the same (and enforces them itself on PGlite).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role anon set idle_in_transaction_session_timeout = '60s';
alter role authenticated set idle_in_transaction_session_timeout = '60s';
