import { describe, expect, test } from 'vitest';

import { DEMO_ACCOUNT } from '@/config/demo';

import { DESKTOP, PHONE } from './engine';
import { ENGINES, setupEngine } from './harness';
import { signInToDemo, waitForHydration } from './flows';

describe.each(ENGINES)('the landing page and sign-in ($engine)', ({ engine }) => {
  const browser = setupEngine(engine);

  test.each([
    { device: 'desktop', viewport: DESKTOP },
    { device: 'phone', viewport: PHONE },
  ])(
    'from the landing page to the dashboard, signed in with the demo account ($device)',
    async ({ viewport }) => {
      const page = await browser.open({ viewport });
      await page.goto('/');
      await page.waitFor({
        role: 'heading',
        level: 1,
        name: 'Transform Your Outdoor Space with AI',
      });
      await waitForHydration(page);
      await page.expectNoAxeViolations('the landing page');

      await page.click({ role: 'link', name: 'Try for Free' });
      await page.waitForPath((path) => path === '/login', 'the sign-in screen opens');
      await page.waitFor({ role: 'heading', level: 1, name: 'Sign in' });
      await page.waitFor({ text: DEMO_ACCOUNT.email });
      await page.expectNoAxeViolations('sign-in');

      await signInToDemo(page);
      await page.waitFor({ role: 'heading', level: 1, name: 'Welcome to YardVision' });
      await page.expectNoAxeViolations('the dashboard');
      expect(await page.path()).toBe('/app/dashboard');
    },
  );
});
