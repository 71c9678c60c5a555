// @vitest-environment node
/**
 * Issue 35: in a translated area, words people read come from the catalogs. The lint rule of
 * eslint.config.js (scripts/lint/noEnglishInJsx.js) fails `npm run lint` on English typed into a
 * component there. Each case lints a snippet as if it were a file at that path.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const RULE = 'vethub/no-english-in-jsx';
const eslint = new ESLint({ cwd: process.cwd() });
const AREA = 'src/features/vetdeals/NewCard.tsx';

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const component = (jsx: string) =>
  `import { t } from './words';\nexport function NewCard() {\n  return ${jsx};\n}\n`;

describe('no English typed into translated components', { timeout: 60_000 }, () => {
  it('fails text and read attributes written in English', async () => {
    for (const jsx of [
      '<p>Save this deal</p>',
      '<button aria-label="Close">×</button>',
      '<img alt="A store front" src="/x.webp" />',
      "<input placeholder={'Search deals'} />",
      '<a title={`Opens the deal`} href="/">{t(\'vetdeals.open\')}</a>',
    ]) {
      expect(await problems(AREA, component(jsx)), jsx).toContain(RULE);
    }
  });

  it('passes words from the catalog, brand names, symbols and values', async () => {
    for (const jsx of [
      "<p>{t('vetdeals.save')}</p>",
      "<button aria-label={t('vetdeals.close')}>×</button>",
      '<p>VetHub · VetDeals ★ 988</p>',
      '<a href="/vetdeals" className="link">{t(\'vetdeals.open\')}</a>',
    ]) {
      expect(await problems(AREA, component(jsx)), jsx).not.toContain(RULE);
    }
  });

  it('leaves areas not yet translated alone', async () => {
    const found = await problems(
      'src/features/devtools/NewCard.tsx',
      component('<p>Approve this listing</p>'),
    );
    expect(found).not.toContain(RULE);
  });
});
