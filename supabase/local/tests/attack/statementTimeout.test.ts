/**
 * Issue 18 item 1: one anonymous GET with a catastrophic regex froze REST, auth, realtime and
 * health for minutes. Now a statement limit ends it with 57014 (PostgREST's answer), and health
 * keeps answering within a second while it runs. Back references are refused before they run
 * since issue 37 (stallingRequests.test.ts); this pattern explodes without them, and as a regex
 * filter it runs under the costly limit (250 ms) rather than anon's 3 s.
 */
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients';
import { raw, watchHealth } from '../support/rawHttp';

const WORST = `/rest/v1/military_careers?select=id&title=match.${encodeURIComponent(
  '(.{1,40}){1,40}q',
)}`;

describe('a query past the role statement_timeout', () => {
  it('is cancelled with 57014 while health answers within 1 s', async () => {
    const health = watchHealth();
    const answer = await raw(WORST, { signal: AbortSignal.timeout(60_000) });
    const { count, max } = await health.stop();
    console.info(
      `regex query answered ${answer.status} in ${Math.round(answer.ms)} ms; health ${count} probes, slowest ${Math.round(max)} ms`,
    );
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    // The answer comes soon after the limit, not minutes later.
    expect(answer.ms).toBeLessThan(5_000);
    expect(count).toBeGreaterThan(0);
    expect(max).toBeLessThan(1000);
  });

  it('leaves the stack answering ordinary reads afterwards', async () => {
    const { data, error } = await anonClient().from('military_careers').select('id').limit(3);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
  });
});
