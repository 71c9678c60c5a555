-- The app's mirror channels ("vethub-mirror-…": postgres_changes on the public listings) are
-- private: anyone may join and hear them (the select policy), nobody may broadcast or track
-- presence on them (no insert policy). Public, a stranger's broadcasts reached every visitor
-- listening there (15.8 MB of junk in 6 s, issue 37, finding 7). What a subscriber hears of the
-- tables themselves stays decided by the tables' own policies.
create policy "everyone joins the mirror channels" on realtime.messages
  for select to anon, authenticated
  using (realtime.topic() like 'vethub-mirror-%' and extension = 'broadcast');
