/**
 * The mirror's column lists (src/data/mirrorColumns.ts) against the tables: every column but
 * the full-text vector, so a column a migration adds reaches the device, and the anonymous
 * reads the app makes with them are answered.
 */
import { describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { rowSelect } from '../../src/data/mirrorColumns';
import { mirrorTables } from '../../src/data/mirrorTables';
import { raw } from '../../supabase/local/tests/support/rawHttp';
import { anonClient } from '../../supabase/local/tests/support/clients';

describe("the mirror's columns", () => {
  it('are every column of each table but search', async () => {
    const openApi = await raw('/rest/v1/', {}, SERVICE_ROLE_KEY);
    const tables = (openApi.json as { definitions: Record<string, { properties: object }> })
      .definitions;
    for (const table of mirrorTables) {
      const columns = Object.keys(tables[table]?.properties ?? {});
      expect(columns.length, table).toBeGreaterThan(0);
      const expected = columns.filter((c) => c !== 'search').sort();
      const asked = rowSelect(table);
      const listed = asked === '*' ? columns : asked.split(',');
      expect([...listed].sort(), table).toEqual(expected);
    }
  });

  it('answer the public with rows that carry no search vector', async () => {
    const anon = anonClient();
    for (const table of ['services', 'blog_posts'] as const) {
      const { data, error } = await anon.from(table).select(rowSelect(table)).limit(3);
      expect(error, table).toBeNull();
      expect(data?.length, table).toBeGreaterThan(0);
      for (const row of (data ?? []) as unknown as Record<string, unknown>[]) {
        expect(row, table).not.toHaveProperty('search');
        expect(row, table).toHaveProperty('updated_at');
      }
    }
  });
});
