// @vitest-environment node
/**
 * Tests wait on state, never on the clock: the lint rule of eslint.config.js
 * (scripts/lint/noSleepsInTests.js) fails `npm run lint` on a sleep in any test file, except in
 * the functions its allow-list names, each with why. Each case lints a snippet as if it were a
 * file at that path.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const RULE = 'vethub/no-sleeps-in-tests';
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const spec = (body: string) =>
  `import { test } from './support';\ntest('waits', async ({ page }) => {\n${body}\n});\n`;

describe('no sleeps in tests', { timeout: 60_000 }, () => {
  it('fails a page.waitForTimeout in an e2e spec', async () => {
    const found = await problems(
      'tests/e2e/kiosk.spec.ts',
      spec('  await page.waitForTimeout(1000);'),
    );
    expect(found).toContain(RULE);
  });

  it('fails a setTimeout sleep in an e2e spec, an api test, a unit test and the stack’s tests', async () => {
    const sleep = spec('  await new Promise((resolve) => setTimeout(resolve, 200));');
    for (const path of [
      'tests/e2e/posting.spec.ts',
      'tests/api/outbox.test.ts',
      'tests/unit/data/outbox/startOutbox.test.ts',
      'supabase/local/tests/realtime.test.ts',
    ]) {
      expect(await problems(path, sleep), path).toContain(RULE);
    }
  });

  it('fails globalThis.setTimeout and a sleep from timers/promises', async () => {
    const viaGlobal = spec('  await new Promise((r) => globalThis.setTimeout(r, 50));');
    expect(await problems('tests/api/outbox.test.ts', viaGlobal)).toContain(RULE);
    const viaImport = `import { setTimeout as sleep } from 'node:timers/promises';\nawait sleep(100);\n`;
    expect(await problems('tests/unit/lib/slug.test.ts', viaImport)).toContain(RULE);
  });

  it('lets a test set its time limit and wait on state', async () => {
    const found = await problems(
      'tests/e2e/posting.spec.ts',
      spec(
        [
          '  test.setTimeout(60_000);',
          "  await expect(page.getByText('Sent')).toBeVisible();",
          '  await expect.poll(() => page.url()).toContain("/success");',
        ].join('\n'),
      ),
    );
    expect(found).not.toContain(RULE);
  });

  it('lets the allow-listed probe keep its pace, and nothing else in the same file', async () => {
    const probe = [
      'export function watchHealth(everyMs = 200) {',
      '  return (async () => { await new Promise((r) => setTimeout(r, everyMs)); })();',
      '}',
      'export async function other() {',
      '  await new Promise((r) => setTimeout(r, 200));',
      '}',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(probe, {
      filePath: 'supabase/local/tests/support/rawHttp.ts',
    });
    const lines = (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.line);
    expect(lines).toEqual([5]);
  });

  it('names why for each allowed timer, and each names a function its file has', async () => {
    const config = (await eslint.calculateConfigForFile('tests/e2e/kiosk.spec.ts')) as {
      rules: Record<
        string,
        [unknown, { allowed: { file: string; inside: string; why: string }[] }]
      >;
    };
    const allowed = config.rules[RULE]?.[1].allowed ?? [];
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.length).toBeLessThanOrEqual(5);
    for (const entry of allowed) {
      expect(entry.why.length, entry.file).toBeGreaterThan(20);
      expect(readFileSync(entry.file, 'utf8'), entry.file).toMatch(
        new RegExp(`\\b(function|const|let)\\s+${entry.inside}\\b`),
      );
    }
  });
});
