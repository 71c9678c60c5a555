/**
 * ESLint rule: tests wait on what a user would see or on a state the app exposes, never on the
 * clock. A sleep passes on a quiet machine, fails on a busy one, and proves nothing about a
 * "never". Reported: `page.waitForTimeout(…)`, `setTimeout(…)` (also as `globalThis.setTimeout`)
 * and imports of `timers/promises`; `test.setTimeout(…)` (a test's time limit) is not a sleep.
 * Option `allowed`: `{ file, inside, why }` entries; a timer inside a function or variable named
 * `inside` in that file passes, because `why` says the timer is the subject, not a wait.
 */
import path from 'node:path';

const GLOBALS = new Set(['globalThis', 'window', 'self', 'global']);
const TIMER_MODULES = new Set(['timers/promises', 'node:timers/promises']);

function sleepIn(callee) {
  if (callee.type === 'Identifier' && callee.name === 'setTimeout') return 'setTimeout';
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return null;
  const name = callee.property.name;
  if (name === 'waitForTimeout') return 'waitForTimeout';
  const owner = callee.object.type === 'Identifier' ? callee.object.name : '';
  return name === 'setTimeout' && GLOBALS.has(owner) ? 'setTimeout' : null;
}

/** Names of the functions and variables around a node, innermost first. */
function enclosingNames(ancestors) {
  return ancestors.flatMap((node) => {
    if ((node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') && node.id)
      return [node.id.name];
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier') return [node.id.name];
    if (node.type === 'MethodDefinition' || node.type === 'Property')
      return node.key.type === 'Identifier' ? [node.key.name] : [];
    return [];
  });
}

export const noSleepsInTests = {
  meta: {
    type: 'problem',
    docs: { description: 'Tests wait on state, never on a fixed sleep.' },
    schema: [
      {
        type: 'object',
        properties: {
          allowed: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                file: { type: 'string' },
                inside: { type: 'string' },
                why: { type: 'string', minLength: 10 },
              },
              required: ['file', 'inside', 'why'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      waitForTimeout:
        'No fixed sleeps in tests: wait on what the user sees (expect(…)) or on a state the app exposes.',
      setTimeout:
        'No setTimeout in tests: wait on a state (expect.poll, vi.waitFor, an event); bound a wait with AbortSignal.timeout.',
      timerModule: 'No timer sleeps in tests: wait on a state instead.',
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const allowedHere = (context.options[0]?.allowed ?? []).filter((a) => a.file === file);
    const isAllowed = (node) => {
      if (allowedHere.length === 0) return false;
      const names = enclosingNames(context.sourceCode.getAncestors(node));
      return allowedHere.some((a) => names.includes(a.inside));
    };
    return {
      CallExpression(node) {
        const sleep = sleepIn(node.callee);
        if (sleep && !isAllowed(node)) context.report({ node, messageId: sleep });
      },
      ImportDeclaration(node) {
        if (TIMER_MODULES.has(node.source.value))
          context.report({ node, messageId: 'timerModule' });
      },
    };
  },
};
