/**
 * The app's Content-Security-Policy, as a meta tag in the built index.html (README's deploy
 * notes give the same policy as a header, which can also say frame-ancestors). Scripts only from
 * this site and index.html's one inline script (src/boot/inlineBoot.ts, written in by
 * inlineBootPlugin.ts before this hashes it) by its hash; no eval. Connections only to this site and the Supabase project (HTTP and its realtime WebSocket). Styles allow inline because Mantine writes its CSS
 * variables into <style> elements and style attributes; markup written by people never reaches
 * the page unsanitised (src/lib/markdown.ts). Images: this site, data:/blob: (the kiosk's QR
 * code, charts), the project's storage and https: for article covers.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const LOCAL_URL = 'http://127.0.0.1:54321';

export function contentSecurityPolicy(supabaseUrl: string, scriptHashes: string[] = []): string {
  const api = new URL(supabaseUrl).origin;
  const realtime = api.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
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

/** The sha256 sources of the page's inline scripts (src/boot/inlineBoot.ts, as built). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`,
  );
}

export function cspPlugin(): Plugin {
  let supabaseUrl = LOCAL_URL;
  return {
    name: 'vethub-csp',
    // The dev server's React refresh preamble is an inline script: the policy is for builds.
    apply: 'build',
    configResolved(config) {
      supabaseUrl = config.env.VITE_SUPABASE_URL || LOCAL_URL;
    },
    transformIndexHtml: (html) => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(supabaseUrl, inlineScriptHashes(html)),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}
