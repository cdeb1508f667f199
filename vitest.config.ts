import { defineConfig } from 'vitest/config';

/**
 * One runner for every test. Projects keep the slow, port-binding suites (chain, API, browser)
 * apart from the fast unit tests; files inside a project run in parallel unless the project says
 * otherwise. Each project's tests live beside the code they test.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'programs',
          include: ['programs/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'chain',
          include: ['packages/chain/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
