/**
 * Issue 37 finding 1: PGlite runs one statement at a time, so one client's costly request held
 * every other client's ordinary query: a catastrophic regex back to back kept a victim at 11–15 s,
 * 30 side-by-side embeds or a 1 MB body of valid rows at 8–18 s. Now backtracking patterns and
 * more than 10 embeds are refused before they run, other costly shapes run under a 250 ms limit,
 * and a cut-off worker is replaced by a standby already loaded: while each attack repeats, an
 * ordinary anonymous read answers within a second.
 */
import { describe, expect, it } from 'vitest';
import { raw, type RawAnswer } from '../support/rawHttp';

const ATTACK_MS = 1500;
const VICTIM_READ = '/rest/v1/vet_deals?select=id,title&limit=5';

const embedsSideBySide = (count: number) =>
  `/rest/v1/occupations?select=${Array.from(
    { length: count },
    (_, i) => `a${i}:military_careers(id,title)`,
  ).join(',')}`;

const validRows = JSON.stringify(
  Array.from({ length: 8000 }, (_, i) => ({
    name: `Visitor ${i}`,
    email: 'visitor@example.com',
    message: 'A question about the directory. '.repeat(2),
  })),
);

/** Runs `attack` back to back for ATTACK_MS while a victim reads back to back too. */
async function underAttack(attack: () => Promise<RawAnswer>) {
  const answers: RawAnswer[] = [];
  let attacking = true;
  const attacker = (async () => {
    while (attacking) answers.push(await attack());
  })();
  const victims: RawAnswer[] = [];
  const until = performance.now() + ATTACK_MS;
  while (performance.now() < until) {
    victims.push(await raw(VICTIM_READ, { signal: AbortSignal.timeout(30_000) }));
  }
  attacking = false;
  await attacker;
  const ms = victims.map((v) => v.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0);
  return {
    answers,
    victims,
    summary: `${answers.length} attacks (first ${answers[0]?.status} in ${Math.round(answers[0]?.ms ?? 0)} ms); ordinary reads: ${ms.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms`,
    slowest: ms.at(-1) ?? 0,
  };
}

const codeOf = (answer: RawAnswer) => (answer.json as { code?: string } | undefined)?.code;

describe('costly requests back to back do not stall other clients', () => {
  it('a back-reference regex is refused at once with the reason', async () => {
    const pattern = '(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1x';
    const run = await underAttack(() =>
      raw(`/rest/v1/military_careers?select=id&title=match.${encodeURIComponent(pattern)}`),
    );
    console.info(`back-reference regex: ${run.summary}`);
    expect(run.answers[0]?.status).toBe(400);
    expect(run.answers[0]?.json).toMatchObject({
      code: '2201B',
      message:
        'invalid regular expression: back references are not allowed in match and imatch filters',
    });
    expect(run.victims.every((v) => v.status === 200)).toBe(true);
    expect(run.slowest).toBeLessThan(1000);
  });

  it('a lookahead regex, even inside an or= tree, is refused the same way', async () => {
    const tree = `or=(title.imatch.${encodeURIComponent('"(?=.*a)(?=.*b)"')},id.eq.1)`;
    const answer = await raw(`/rest/v1/military_careers?select=id&${tree}`);
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('2201B');
    // An escaped backslash before a digit is a literal, not a back reference.
    const literal = await raw(
      `/rest/v1/military_careers?select=id&title=match.${encodeURIComponent('\\\\1')}`,
    );
    expect(literal.status, literal.text).toBe(200);
  });

  it('a regex that explodes without backtracking is cut off after 250 ms', async () => {
    const pattern = '(.{1,40}){1,40}q';
    const run = await underAttack(() =>
      raw(`/rest/v1/military_careers?select=id&title=match.${encodeURIComponent(pattern)}`),
    );
    console.info(`nested bounded regex: ${run.summary}`);
    expect(run.answers.map(codeOf)).toContain('57014');
    expect(run.victims.every((v) => v.status === 200)).toBe(true);
    expect(run.slowest).toBeLessThan(1000);
  });

  it('more than 10 embeds side by side are refused before they run', async () => {
    const run = await underAttack(() => raw(embedsSideBySide(30)));
    console.info(`30 embeds: ${run.summary}`);
    expect(run.answers[0]?.status).toBe(400);
    expect(run.answers[0]?.json).toMatchObject({
      code: 'PGRST100',
      message: 'More than 10 embedded resources in one request',
    });
    expect(run.slowest).toBeLessThan(1000);
  });

  it('10 embeds side by side, or an embed within an embed, get the short limit', async () => {
    for (const [name, path] of [
      ['10 embeds', embedsSideBySide(10)],
      [
        'two-level embed',
        '/rest/v1/military_careers?select=id,title,occupations(onet_soc,title,military_careers(id,title))',
      ],
    ] as const) {
      const run = await underAttack(() => raw(path));
      console.info(`${name}: ${run.summary}`);
      for (const answer of run.answers) {
        expect([200, 400, 500, 503], answer.text.slice(0, 120)).toContain(answer.status);
      }
      expect(run.victims.every((v) => v.status === 200)).toBe(true);
      expect(run.slowest, name).toBeLessThan(1000);
    }
  });

  it('a 1 MB body of valid rows is written while others keep their answers', async () => {
    expect(validRows.length).toBeGreaterThan(750_000);
    expect(validRows.length).toBeLessThan(1024 * 1024);
    const run = await underAttack(() =>
      raw('/rest/v1/contact_messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'tx=rollback' },
        body: validRows,
      }),
    );
    console.info(`1 MB of valid rows: ${run.summary}`);
    expect(run.answers[0]?.status).toBe(201);
    expect(run.slowest).toBeLessThan(1000);
  });
});
