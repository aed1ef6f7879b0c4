import { defineConfig } from 'vitest/config';

/** Shared vitest settings for the web workspaces: jsdom, Testing Library's matchers. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: [new URL('./vitest.web.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
