/**
 * The reporter of `npm run test:api`: VetHub's api tests and the local stack's own run in one
 * Vitest process (one shared stack), and this prints them apart once the run ends, a heading per
 * group ("VetHub api tests", "Local stack tests"), then each file, what the tests printed, and
 * every failure with its diff and place. A group is its projects' name without " attack".
 */
import path from 'node:path';
import type { UserConsoleLog } from 'vitest';
import type { Reporter, SerializedError, TestModule, Vitest } from 'vitest/node';

type Failure = SerializedError & { diff?: string };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const groupOf = (projectName: string) => projectName.replace(/ attack$/, '');

export default class ApiGroupsReporter implements Reporter {
  /** The groups in the order the config lists their projects. */
  private groups: string[] = [];
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();
  private readonly logs = new Map<string, UserConsoleLog[]>();

  onInit(vitest: Vitest): void {
    this.groups = [...new Set(vitest.projects.map((p) => groupOf(p.name)))];
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.id, Date.now());
  }

  onUserConsoleLog(log: UserConsoleLog): void {
    const key = log.taskId ?? '';
    this.logs.set(key, [...(this.logs.get(key) ?? []), log]);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    for (const group of this.groups) {
      const members = modules.filter((m) => groupOf(m.project.name) === group);
      if (members.length) this.printGroup(group, members);
    }
    const orphans = this.logs.get('') ?? [];
    if (orphans.length) console.log(`\nOutside any test:\n${orphans.map(indentLog).join('')}`);
    for (const error of unhandled) printFailure('Unhandled error', error);
  }

  private printGroup(group: string, modules: TestModule[]): void {
    const tests = modules.flatMap((m) => [...m.children.allTests()]);
    const count = (state: string) => tests.filter((t) => t.result().state === state).length;
    const starts = modules.map((m) => this.started.get(m.id) ?? Infinity);
    const ends = modules.map((m) => this.ended.get(m.id) ?? 0);
    const span = Math.max(...ends) - Math.min(...starts);
    const others = ['failed', 'skipped'].filter(count).map((state) => `, ${count(state)} ${state}`);
    const suiteErrors = modules.flatMap((m) => [
      ...m.errors(),
      ...[...m.children.allSuites()].flatMap((s) => s.errors()),
    ]).length;
    if (suiteErrors) others.push(`, ${plural(suiteErrors, 'error')} outside tests`);
    console.log(
      `\n${group} tests: ${plural(modules.length, 'file')}, ${plural(tests.length, 'test')}, ` +
        `${count('passed')} passed` +
        `${others.join('')} (first file started to last ended: ${seconds(Math.max(0, span))})`,
    );
    const byName = [...modules].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    for (const module of byName) {
      const ok = module.state() === 'passed' || module.state() === 'skipped';
      const file = path.relative('.', module.moduleId);
      const n = [...module.children.allTests()].length;
      const time = seconds(module.diagnostic().duration);
      console.log(`  ${ok ? '✓' : '✗'} ${file}  ${plural(n, 'test')}  ${time}`);
      process.stdout.write(this.logsOf(module).map(indentLog).join(''));
    }
    for (const module of byName) {
      for (const error of module.errors()) printFailure(path.relative('.', module.moduleId), error);
      for (const suite of module.children.allSuites())
        for (const error of suite.errors()) printFailure(suite.fullName, error);
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed')
          for (const error of result.errors ?? []) printFailure(test.fullName, error);
      }
    }
  }

  private logsOf(module: TestModule): UserConsoleLog[] {
    const ids = [
      module.id,
      ...[...module.children.allSuites()].map((s) => s.id),
      ...[...module.children.allTests()].map((t) => t.id),
    ];
    return ids.flatMap((id) => this.logs.get(id) ?? []);
  }
}

function indentLog(log: UserConsoleLog): string {
  const lines = log.content.trimEnd().split('\n');
  return lines.map((line) => `      ${log.type === 'stderr' ? '! ' : ''}${line}\n`).join('');
}

function printFailure(title: string, error: Failure): void {
  const place = error.stacks?.find((s) => !s.file.includes('node_modules'));
  console.log(`\n  ✗ ${title}\n    ${error.name ?? 'Error'}: ${error.message}`);
  if (error.diff) console.log(error.diff.replace(/^/gm, '    '));
  if (place) console.log(`    at ${path.relative('.', place.file)}:${place.line}:${place.column}`);
  else if (error.stack) console.log(error.stack.replace(/^/gm, '    '));
}
