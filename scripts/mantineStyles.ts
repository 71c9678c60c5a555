/**
 * The Mantine stylesheets the app needs, in the order @mantine/core/styles.css has them: the
 * global ones, then each component's whose styles module is reached from a component the app
 * imports (Select reaches Combobox, Popover, Input…). The whole styles.css was 33 KB compressed
 * of render-blocking CSS on every first visit; the app's share is about 19 KB.
 *
 * `npx tsx scripts/mantineStyles.ts` prints src/app/theme/mantineStyles.css; a unit test fails
 * when that file and the app's imports part ways.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CORE = 'node_modules/@mantine/core';
const GLOBAL = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Names imported from `pkg` (values, not types) in `code`. */
function importedNames(code: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  return [...code.matchAll(pattern)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] ?? part),
  );
}

/** @mantine/core's index: each exported name's module. */
function coreModules(root: string): Map<string, string> {
  const index = readFileSync(path.join(root, CORE, 'esm/index.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const m of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of (m[1] ?? '').split(',')) {
      const local = name.trim().split(/\s+as\s+/)[0];
      if (local) modules.set(local, path.join(root, CORE, 'esm', m[2] ?? ''));
    }
  }
  return modules;
}

/** Every styles module (X.module.mjs) reached from `entries` through relative imports. */
function stylesReached(entries: string[], core: Map<string, string>): Set<string> {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // Other packages' styles modules come with their own styles.css (notifications).
    const module = /@mantine\/core\/.*\/([^/]+)\.module\.mjs$/.exec(file);
    if (module?.[1]) styles.add(module[1]);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/from\s*"(\.[^"]+)"/g)) {
      queue.push(path.resolve(path.dirname(file), m[1] ?? ''));
    }
    for (const name of importedNames(code, '@mantine/core')) {
      const target = core.get(name);
      if (target) queue.push(target);
    }
  }
  return styles;
}

/** The stylesheets, as `@mantine/core/styles/X.css` specifiers, in styles.css's order. */
export function mantineStyles(root = process.cwd()): string[] {
  const core = coreModules(root);
  const code = sourceFiles(path.join(root, 'src'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const entries = importedNames(code, '@mantine/core').flatMap((name) => core.get(name) ?? []);
  if (code.includes("'@mantine/notifications'")) {
    entries.push(path.join(root, 'node_modules/@mantine/notifications/esm/index.mjs'));
  }
  const full = readFileSync(path.join(root, CORE, 'styles.css'), 'utf8');
  // A component's place in styles.css: where its first class name first appears.
  const place = (name: string) => {
    const stylesFile = readFileSync(path.join(root, CORE, 'styles', `${name}.css`), 'utf8');
    const firstClass = /\.(m_[0-9a-f]+)/.exec(stylesFile)?.[1];
    return firstClass ? full.indexOf(`.${firstClass}`) : Number.MAX_SAFE_INTEGER;
  };
  const components = [...stylesReached(entries, core)]
    .map((name) => ({ name, at: place(name) }))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .map((c) => c.name);
  return [...GLOBAL, ...components].map((name) => `@mantine/core/styles/${name}.css`);
}

export function mantineStylesCss(root = process.cwd()): string {
  return [
    '/* Written by scripts/mantineStyles.ts: the Mantine styles the app uses, in styles.css order. */',
    ...mantineStyles(root).map((file) => `@import '${file}';`),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  process.stdout.write(mantineStylesCss());
}
