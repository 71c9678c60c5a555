// @vitest-environment node
/** Each directory names its words by convention (`<name>.list.*`): every catalog must have them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const catalog = (area: string, language: 'en' | 'es') =>
  JSON.parse(
    readFileSync(
      path.resolve(__dirname, `../../../../src/features/${area}/locales/${language}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

describe("the directories' words", () => {
  for (const name of ['services', 'vetdeals', 'jobs']) {
    it(`${name}: the filter heading, the results heading and the noun in both languages`, () => {
      for (const language of ['en', 'es'] as const) {
        const words = catalog(name, language);
        for (const part of ['find', 'heading', 'noun']) {
          expect(words[`${name}.list.${part}`], `${name} ${language} ${part}`).toBeTruthy();
        }
      }
    });
  }
});
