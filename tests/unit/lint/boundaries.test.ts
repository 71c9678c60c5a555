// @vitest-environment node
/**
 * The layer rules of eslint.config.js fail `npm run lint` on a wrong import: each case lints a
 * snippet as if it were a file at that path in src and expects the rule to name it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layer boundaries', { timeout: 60_000 }, () => {
  it('fails a feature importing another feature', async () => {
    const found = await problems(
      'src/features/blog/WrongImport.ts',
      "import { dealPosting } from '../vetdeals/dealPosting';\nexport const kind = dealPosting;\n",
    );
    expect(found).toContain('boundaries/dependencies');
  });

  it('fails a feature importing the app shell', async () => {
    const found = await problems(
      'src/features/info/WrongImport.ts',
      "import { routeTable } from '../../app/routes';\nexport const count = routeTable.length;\n",
    );
    expect(found).toContain('boundaries/dependencies');
  });

  it('fails data importing a component', async () => {
    const found = await problems(
      'src/data/WrongImport.ts',
      "import { PageHeader } from '../components/PageHeader';\nexport const header = PageHeader;\n",
    );
    expect(found).toContain('boundaries/dependencies');
  });

  it('fails lib importing data', async () => {
    const found = await problems(
      'src/lib/WrongImport.ts',
      "import { dealRecord } from '../data/records';\nexport const record = dealRecord;\n",
    );
    expect(found).toContain('boundaries/dependencies');
  });

  it('fails a feature opening the device database, but lets it name the type', async () => {
    const value = await problems(
      'src/features/saved/WrongImport.ts',
      "import { localDb } from '../../data/localDb';\nexport const db = localDb;\n",
    );
    expect(value).toContain('@typescript-eslint/no-restricted-imports');
    const dexie = await problems(
      'src/components/WrongImport.ts',
      "import { liveQuery } from 'dexie';\nexport const live = liveQuery;\n",
    );
    expect(dexie).toContain('@typescript-eslint/no-restricted-imports');
    const typeOnly = await problems(
      'src/features/saved/TypeImport.ts',
      "import type { VetHubDb } from '../../data/localDb';\nexport type Db = VetHubDb;\n",
    );
    expect(typeOnly).toEqual([]);
  });

  it('passes imports that flow one way', async () => {
    const found = await problems(
      'src/features/vetdeals/RightImport.ts',
      [
        "import { PageHeader } from '../../components/PageHeader';",
        "import { dealRecord } from '../../data/records';",
        "import { slugify } from '../../lib/slug';",
        "import { dealPosting } from './dealPosting';",
        'export const used = [PageHeader, dealRecord, slugify, dealPosting];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});
