/**
 * A Playwright reporter that prints, after the run, the ten slowest tests and the run's total
 * time, so a slow test is seen the day it becomes slow; every test's time goes to
 * test-results/e2e-durations.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestReporter implements Reporter {
  private readonly results: { title: string; ms: number; status: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // titlePath: root, project (empty here), file name, describe blocks, test title.
    this.results.push({
      title: test.titlePath().filter(Boolean).join(' › '),
      ms: result.duration,
      status: result.status,
    });
  }

  onEnd(result: FullResult): void {
    const sorted = [...this.results].sort((a, b) => b.ms - a.ms);
    // Every test's time, for finding where the suite's minutes go.
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-durations.json', `${JSON.stringify(sorted, null, 1)}\n`);
    const slowest = sorted.slice(0, 10);
    console.log('\nSlowest ten e2e tests:');
    for (const r of slowest)
      console.log(`  ${seconds(r.ms).padStart(8)}  ${r.title} (${r.status})`);
    console.log(
      `e2e: ${this.results.length} tests in ${seconds(result.duration)} (${result.status})`,
    );
  }
}
