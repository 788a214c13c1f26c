import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The browser tests that need the production build: they run against the one `npm run preview` their project
 * starts (its build is the run's only one), not against the development site.
 */
const PREVIEW_TESTS = [
  'e2e/preview.test.ts',
  'e2e/csp.test.ts',
  'e2e/restart.test.ts',
  'e2e/stop-page-preview.test.ts',
];

/**
 * The tests that replace a module (`vi.mock`) or set the environment: they run isolated, each file on modules of
 * its own. The others share one module graph per worker (and, for the web, one jsdom), which spares each file a
 * fresh import of what it tests (alone, the web tests took 210 s isolated and 67 s sharing, the server's 208 s and
 * 171 s); web/test/dom-setup.ts resets the document between files, and every server file empties its database
 * first. vitest.config.test.ts checks that these lists name exactly those tests.
 */
export const ISOLATED_WEB_TESTS = ['web/features/photo-booth/PhotoBoothFlow.test.tsx'];
export const ISOLATED_SERVER_TESTS = [
  'core/dates.test.ts',
  'db/env.test.ts',
  'db/seed.test.ts',
  'functions/_lib/admin-unavailable.test.ts',
  'functions/_lib/csv.test.ts',
  'functions/_lib/mail/mail-templates.test.ts',
  'functions/_lib/session-secret.test.ts',
  'functions/admin-mail-status/admin-mail-status.test.ts',
  'functions/campaign-material/campaign-material.test.ts',
  'functions/campaign-materials/campaign-materials.test.ts',
  'functions/contact/contact.test.ts',
  'functions/content/content.test.ts',
  'functions/newsletter-subscriptions/newsletter-subscriptions.test.ts',
  'functions/outbox-sender/outbox-sender.test.ts',
  'functions/tour-calendar/stop-times.test.ts',
  'functions/tour-event-rsvps/tour-event-rsvps.test.ts',
  'functions/tour-event/change-notice.test.ts',
  'functions/tour-event/tour-event.test.ts',
  'functions/tour-events/tour-events.test.ts',
  'functions/tour-stop-page/tour-stop-page.test.ts',
  'functions/visited-cities/visited-cities.test.ts',
  'functions/visited-city/visited-city.test.ts',
];

const serverProject = {
  environment: 'node' as const,
  // One migrated PGlite server per worker, started once for the run (test/server/database-setup.ts).
  // And one emulated Netlify Blobs store (test/server/blob-store-setup.ts).
  globalSetup: ['test/server/database-setup.ts', 'test/server/blob-store-setup.ts'],
  // Admin sessions hashed at bcrypt's lowest cost, in Vitest workers only (db/passwords.ts): production keeps 12.
  env: { BCRYPT_TEST_COST: '4' },
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

const webProject = {
  environment: 'jsdom' as const,
  setupFiles: ['web/test/dom-setup.ts'],
  testTimeout: 15_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './.ci/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          ...serverProject,
          name: 'server',
          include: [
            'eslint.config.test.ts',
            'vitest.config.test.ts',
            'core/**/*.test.ts',
            'functions/**/*.test.ts',
            'db/**/*.test.ts',
            'web/prerender/**/*.test.ts',
          ],
          exclude: ISOLATED_SERVER_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverProject, name: 'server-isolated', include: ISOLATED_SERVER_TESTS },
      },
      {
        extends: true,
        test: {
          ...webProject,
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/prerender/**', ...ISOLATED_WEB_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...webProject, name: 'web-isolated', include: ISOLATED_WEB_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: PREVIEW_TESTS,
          environment: 'node',
          // One development site (`npm start`) for every file of the project, one file at a time.
          globalSetup: ['e2e/site-setup.ts'],
          // After the server and web projects when one `vitest run` runs them all, one file at a time across the
          // group (`npm test` runs the projects side by side instead, each in a Vitest process of its own:
          // .ci/test.ts).
          sequence: { groupOrder: 1 },
          // The dev site's first call to a function bundles it; a screen may take seconds to settle.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-preview',
          include: PREVIEW_TESTS,
          environment: 'node',
          // One `npm run preview` (the production build, its functions and headers) for every file of the project.
          globalSetup: ['e2e/preview-setup.ts'],
          sequence: { groupOrder: 1 },
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
