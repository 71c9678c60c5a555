/**
 * The app's Content-Security-Policy, as a meta tag in the built index.html (README's deploy
 * notes give the same policy as a header, which can also say frame-ancestors). Scripts only from
 * this site: no inline script, no eval. Connections only to this site and the Supabase project
 * (HTTP and its realtime WebSocket). Styles allow inline because Mantine writes its CSS
 * variables into <style> elements and style attributes; markup written by people never reaches
 * the page unsanitised (src/lib/markdown.ts). Images: this site, data:/blob: (the kiosk's QR
 * code, charts), the project's storage and https: for article covers.
 */
import type { Plugin } from 'vite';

const LOCAL_URL = 'http://127.0.0.1:54321';

export function contentSecurityPolicy(supabaseUrl: string): string {
  const api = new URL(supabaseUrl).origin;
  const realtime = api.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${api}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api} ${realtime}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function cspPlugin(): Plugin {
  let policy = contentSecurityPolicy(LOCAL_URL);
  return {
    name: 'vethub-csp',
    // The dev server's React refresh preamble is an inline script: the policy is for builds.
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(config.env.VITE_SUPABASE_URL || LOCAL_URL);
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}
