import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: the add-in (jsdom), the backend and the build's plugins (node, real auth emulator +
// databases) and the browser suite (node driving Debian's Chromium). scripts/test.mjs runs them in order.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['test/src/**/*.test.{ts,tsx}'],
          setupFiles: ['test/src/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'test/server/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'test/manifest/**/*.test.ts',
            'test/eval/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
