/**
 * Vite step: index.html's inline script is a module of its own, src/boot/inlineBoot.ts (typed,
 * linted, unit-tested), and this writes it into the page where index.html has
 * `<!-- inline-boot: src/boot/inlineBoot.ts -->`: bundled with what it imports into one classic
 * script, minified, as it is in every page's HTML. Ordered before the other HTML steps, so the
 * Content-Security-Policy (cspPlugin.ts) hashes the script as it is sent. src/boot/README.md
 * says what the script does.
 */
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const MARKER = /<!-- inline-boot: (\S+) -->/;

export interface InlineScript {
  code: string;
  /** The source files it was built from, so the dev server can build it again when one changes. */
  files: string[];
}

/** `entry` and its imports as one minified classic script (an IIFE: it declares no globals). */
export async function buildInlineScript(root: string, entry: string): Promise<InlineScript> {
  const result = await build({
    configFile: false,
    envDir: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'vethubBoot' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk) throw new Error(`the inline script ${entry} built to nothing`);
  // "</script" would end the element early; the script has no reason to say it.
  if (/<\/script/i.test(chunk.code)) throw new Error(`${entry} contains "</script"`);
  return { code: chunk.code.trim(), files: chunk.moduleIds };
}

/** The entry index.html's marker names. */
function markedEntry(html: string): string {
  const entry = MARKER.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no <!-- inline-boot: … --> marker');
  return entry;
}

const inline = (html: string, code: string) =>
  html.replace(MARKER, () => `<script>${code}</script>`);

/** `html` with its inline-boot marker replaced by the script, as the build sends every page. */
export async function withInlineScript(html: string, root: string): Promise<string> {
  return inline(html, (await buildInlineScript(root, markedEntry(html))).code);
}

export function inlineBootPlugin(): Plugin {
  let root = process.cwd();
  // Built once; the dev server builds it again when one of its sources changes (or it failed).
  let built: { entry: string; script: Promise<InlineScript> } | undefined;
  return {
    name: 'vethub-inline-boot',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        const current = built;
        void current?.script.then(({ files }) => {
          if (files.includes(path.resolve(file)) && built === current) built = undefined;
        });
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const entry = markedEntry(html);
        if (built?.entry !== entry) {
          const script = buildInlineScript(root, entry);
          built = { entry, script };
          script.catch(() => (built = undefined));
        }
        return inline(html, (await built.script).code);
      },
    },
  };
}
