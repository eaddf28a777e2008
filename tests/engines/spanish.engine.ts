import { describe, expect, test } from 'vitest';

import { translation } from '../e2e/untranslated';
import { DESKTOP } from './engine';
import { waitForHydration } from './flows';
import { ENGINES, setupEngine } from './harness';

/**
 * A Spanish browser's first visit: the English address sends it to the Spanish pages, and the
 * app opens in Spanish (WebKit takes its languages from the environment's locale, Firefox from
 * its profile: each engine gets the browser's language its own way).
 */

const es = (message: string, values?: Record<string, string>) => translation('es', message, values);

describe.each(ENGINES)("a Spanish browser's first visit ($engine)", ({ engine }) => {
  const browser = setupEngine(engine);

  test('the landing page and sign-in in Spanish, at their own addresses; the app in Spanish', async () => {
    const page = await browser.open({ viewport: DESKTOP, locale: 'es-ES' });
    expect(await page.call<string>('() => navigator.language')).toMatch(/^es/);
    await page.goto('/');
    await page.waitForPath((path) => path === '/es', 'the Spanish home page opens');
    await page.waitFor({
      role: 'heading',
      level: 1,
      name: es('Transform Your Outdoor Space with AI'),
    });
    await waitForHydration(page);
    await page.waitFor({ role: 'button', name: 'Idioma: Español' });
    await page.expectNoAxeViolations('the Spanish landing page');

    await page.click({ role: 'link', name: es('Try for Free') });
    await page.waitForPath((path) => path === '/es/login', 'the Spanish sign-in opens');
    await page.waitFor({ role: 'heading', level: 1, name: es('Sign in') });
    await waitForHydration(page);
    await page.click({ role: 'button', name: es('Use demo account') });
    await page.click({ role: 'button', name: es('Sign in') });
    await page.waitForPath((path) => path === '/app/dashboard', 'the dashboard opens');
    await page.waitFor({
      role: 'heading',
      level: 1,
      name: es('Welcome to {product}', { product: 'YardVision' }),
    });
    expect(await page.call<string>('() => document.documentElement.lang')).toBe('es');
    await page.expectNoAxeViolations('the dashboard in Spanish');
  });
});
