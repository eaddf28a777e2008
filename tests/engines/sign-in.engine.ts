import { describe, expect, test } from 'vitest';

import { PHONE } from './engine';
import { ENGINES, setupEngine } from './harness';
import { landingToSignIn, signInToDemo } from './flows';

/**
 * A first visit in each engine: the landing page, sign-in with the demo account, the dashboard,
 * each axe-clean. On a phone here; on a desktop the project file's test starts this way in both
 * engines (project-file.engine.ts).
 */
describe.each(ENGINES)('the landing page and sign-in ($engine)', ({ engine }) => {
  const browser = setupEngine(engine);

  test('from the landing page to the dashboard, signed in with the demo account (phone)', async () => {
    const page = await browser.open({ viewport: PHONE });
    await landingToSignIn(page);
    await signInToDemo(page);
    await page.waitFor({ role: 'heading', level: 1, name: 'Welcome to YardVision' });
    await page.expectNoAxeViolations('the dashboard');
    expect(await page.path()).toBe('/app/dashboard');
  });
});
