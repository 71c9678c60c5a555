/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitemapPlugin } from './scripts/sitemapPlugin.ts';

export default defineConfig({
  plugins: [react(), sitemapPlugin()],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: { sourcemap: true, target: 'es2022' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
