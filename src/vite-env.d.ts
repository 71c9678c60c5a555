/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_VAPID_PUBLIC_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The build's id (scripts/buildInfoPlugin.ts), compared with builds/latest.json. */
declare const __BUILD_ID__: string;

/** The reference file's address (scripts/referencePlugin.ts): crosswalk and occupations. */
declare const __REFERENCE_FILE__: string;

/** The ZIP centroids file's address (scripts/zipCentroidsPlugin.ts), fetched for "near me". */
declare const __ZIP_CENTROIDS_FILE__: string;

/** Counts and releases of data/ (scripts/dataFactsPlugin.ts), read through src/lib/dataFacts.ts. */
declare const __DATA_FACTS__: import('./lib/dataFacts').DataFacts;

/** A prose page's words (scripts/markdownPagesPlugin.ts renders them at build time). */
declare module '*.md' {
  const content: import('./lib/prose').ProseDocument;
  export default content;
}

/** A message catalog compiled by @lingui/vite-plugin (lingui.config.ts). */
declare module '*?lingui' {
  export const messages: import('@lingui/core').Messages;
}
