/**
 * Live updates for the console: any change to the queued tables or reports (another admin's
 * decision, a partner's new post, a visitor's report) calls `onChange`, which reloads the view.
 * Realtime applies the admin's RLS, so admins receive every row.
 */
export function watchAdminTables(onChange: () => void): () => void {
  let stop = () => {};
  let stopped = false;
  void import('../supabaseClient').then(({ supabase }) => {
    if (stopped) return;
    const channel = supabase.channel(`admin-console-${Math.random().toString(36).slice(2)}`);
    for (const table of ['services', 'vet_deals', 'blog_posts', 'reports']) {
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, onChange);
    }
    channel.subscribe();
    stop = () => void supabase.removeChannel(channel);
  });
  return () => {
    stopped = true;
    stop();
  };
}
