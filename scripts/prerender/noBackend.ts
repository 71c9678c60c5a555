/**
 * Stands in for src/data/supabaseClient.ts in the build's page renderer: there is no backend at
 * build time (and Node 20 has no WebSocket for supabase-js's realtime client). Pages read data in
 * effects, which a prerender never runs; a read during render is a bug, and fails the build.
 */
export const supabase = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`supabase.${String(property)} was used while prerendering a page`);
    },
  },
);
