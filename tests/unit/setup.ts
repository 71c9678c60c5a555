import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Files of plain logic run without a DOM (`@vitest-environment node`): nothing to clear.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
