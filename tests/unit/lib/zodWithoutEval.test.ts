// @vitest-environment node
import '../../../src/lib/zodWithoutEval';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zodWithoutEval', () => {
  it('turns off zod’s compiled parsers without importing zod', () => {
    expect(config().jitless).toBe(true);
  });

  it('leaves schemas parsing as before', () => {
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Pat' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
