/**
 * Vite build step: emits sitemap.xml and robots.txt. The route table (data: the features'
 * routes.json, no page modules) is loaded through tsx so the config need not bundle src.
 * Published records are read from VITE_SUPABASE_URL when it answers within a few seconds; otherwise the sitemap
 * lists the route table's pages only, and the build says so.
 */
import { loadEnv, type Plugin } from 'vite';
import type { RouteEntry } from '../src/app/routes';
import { fetchPublishedRecords, robotsTxt, sitemapXml, type PublishedRecord } from './sitemap.ts';

const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function sitemapPlugin(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'vethub-sitemap',
    apply: 'build',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
    },
    async generateBundle() {
      const { tsImport } = await import('tsx/esm/api');
      const routes = (await tsImport('../src/app/routes.ts', import.meta.url)) as {
        routeTable: RouteEntry[];
      };
      const siteUrl = env.VITE_SITE_URL || 'http://localhost:5173';
      let records: PublishedRecord[] = [];
      let source = 'route table only';
      try {
        records = await fetchPublishedRecords(
          env.VITE_SUPABASE_URL || LOCAL_URL,
          env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
        );
        source = `route table + ${records.length} published records`;
      } catch (error) {
        source = `route table only (backend not reachable at build: ${(error as Error).message})`;
      }
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemapXml(siteUrl, routes.routeTable, records),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: robotsTxt(siteUrl, routes.routeTable),
      });
      this.info(`sitemap.xml for ${siteUrl}: ${source}`);
    },
  };
}
