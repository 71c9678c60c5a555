import { afterEach } from 'vitest';

// Files of plain logic run without a DOM (`@vitest-environment node`): nothing to render or clear.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}
