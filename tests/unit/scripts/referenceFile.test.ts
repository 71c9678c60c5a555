// @vitest-environment node
/**
 * The reference file the build ships (scripts/referencePlugin.ts): all of data/crosswalk in a
 * file the app's own schema reads, ids as the seed gives them, a hashed name, and small on the
 * wire (the crosswalk and occupations were ~4 MB of paged API answers before).
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { referenceFile } from '../../../scripts/referencePlugin';
import { REFERENCE_AS_OF } from '../../../scripts/seed/crosswalk';
import { referenceFileSchema, referenceRows } from '../../../src/data/sync/referenceFile';

const built = referenceFile();
const file = referenceFileSchema.parse(JSON.parse(built.source));

describe('the reference file of the build', () => {
  it('holds every crosswalk row and occupation, numbered as the seed numbers them', () => {
    const careers = referenceRows(file, 'military_careers');
    expect(careers).toHaveLength(13014);
    expect(careers.map((row) => row.id)).toEqual(careers.map((_, i) => i + 1));
    expect(careers[0]).toEqual({
      id: 1,
      branch: 'Army',
      code: '00B',
      title: 'General Officer',
      onet_soc: '11-1011.00',
      onet_title: 'Chief Executives',
      svc: 'A',
      created_at: REFERENCE_AS_OF,
      updated_at: REFERENCE_AS_OF,
    });
    const occupations = referenceRows(file, 'occupations');
    expect(occupations).toHaveLength(1016);
    expect(occupations.find((row) => row.onet_soc === '49-9071.00')).toMatchObject({
      title: 'Maintenance and Repair Workers, General',
      median_wage: 48620,
      bright_outlook: true,
      job_zone: 3,
    });
  });

  it('is named by its content, so a new version is a new address', () => {
    expect(built.fileName).toMatch(/^assets\/reference-[0-9a-f]{10}\.json$/);
    expect(referenceFile().fileName).toBe(built.fileName);
  });

  // Brotli at its highest quality (what the build ships) takes seconds of CPU over 1.9 MB: on a
  // busy 2-core machine it ran past the suite's 20 s, so this size check has a minute.
  it('travels in under 200 KB with brotli', { timeout: 60_000 }, () => {
    const brotli = zlib.brotliCompressSync(built.source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    expect(brotli.length).toBeLessThan(200_000);
  });
});
