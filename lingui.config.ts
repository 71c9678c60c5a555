/**
 * The message catalogs (issue 35): one pair per area or lazily loaded part, English and
 * Spanish, as flat JSON of explicit ids to ICU messages. The Vite plugin compiles a catalog
 * when it is imported with `?lingui`, and fails the build when the Spanish one lacks a message
 * the English one has.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

const part = (folder: string) => ({
  path: `<rootDir>/src/${folder}/locales/{locale}`,
  include: [`<rootDir>/src/${folder}`],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app'] },
    { path: '<rootDir>/src/components/locales/{locale}', include: ['<rootDir>/src/components'] },
    // Parts loaded after the first page keep their words beside them (src/*/<part>/words.ts).
    ...['app/popups', 'app/kiosk', 'app/signOut'].map(part),
    ...['posting', 'deviceBackup', 'install', 'directory', 'forms', 'later', 'region'].map((p) =>
      part(`components/${p}`),
    ),
    part('data'),
    part('features/search/quick'),
    part('features/benefits/deadlines'),
    part('features/info/home'),
    { path: '<rootDir>/src/lib/locales/{locale}', include: ['<rootDir>/src/lib'] },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
    },
  ],
  format: formatter({ style: 'minimal' }),
});
