/**
 * The layer rules of src/README.md, checked on the module graph with dynamic `import()` included
 * (ESLint only sees static imports), and no cycle in the local stack's package either. Run by
 * scripts/check-deps.mjs as part of `npm run lint`.
 */
const layer = (name) => `^src/${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A cycle, static, through import() or of types only, ties modules into one knot: ' +
        'shared types go in a module both sides import.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-cycle-in-local-stack',
      severity: 'error',
      comment:
        'The local stack (supabase/local, the @vethub/local-stack package) and its tests: no ' +
        'cycle either, type-only imports included.',
      from: { path: '^supabase/local/' },
      to: { circular: true },
    },
    {
      name: 'feature-to-feature',
      severity: 'error',
      comment: 'A feature never imports another feature.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'up-into-boot',
      severity: 'error',
      comment:
        'boot/ (the entry and the way a page becomes the app) is the top: nothing imports it.',
      from: { path: '^src/', pathNot: layer('boot') },
      to: { path: layer('boot') },
    },
    {
      name: 'boot-through-app',
      severity: 'error',
      comment: 'boot/ starts the app, its data layer and lib; features come through app/.',
      from: { path: layer('boot') },
      to: { path: [layer('features'), layer('components'), layer('sw')] },
    },
    {
      name: 'up-into-app',
      severity: 'error',
      comment: 'Features, components, data and lib never import app/.',
      from: { path: [layer('features'), layer('components'), layer('data'), layer('lib')] },
      to: { path: layer('app') },
    },
    {
      name: 'data-lib-upwards',
      severity: 'error',
      comment: 'data and lib never import features, components or the service worker.',
      from: { path: [layer('data'), layer('lib')] },
      to: { path: [layer('features'), layer('components'), layer('sw')] },
    },
    {
      name: 'lib-to-data',
      severity: 'error',
      comment: 'lib is pure helpers: it imports nothing of src but lib.',
      from: { path: layer('lib') },
      to: { path: layer('data') },
    },
    {
      name: 'components-to-features',
      severity: 'error',
      from: { path: layer('components') },
      to: { path: layer('features') },
    },
    {
      name: 'stores-outside-data',
      severity: 'error',
      comment: 'Only src/data opens the stores (type-only imports excepted).',
      from: { path: '^src/', pathNot: layer('data') },
      to: {
        path: [
          '^src/data/localDb\\.ts$',
          '^src/data/supabaseClient\\.ts$',
          'node_modules/(dexie|@supabase/supabase-js)/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-local-stack',
      severity: 'error',
      comment: 'src never imports the local stack, by path or by its package name.',
      from: { path: '^src/' },
      to: { path: ['^supabase/local/', '@vethub/local-stack'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '\\.(css|svg|png)$' },
  },
};
