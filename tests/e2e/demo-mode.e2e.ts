import { readFileSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

import { DEMO_ACCOUNT } from '@/config/demo';

import {
  appUrl,
  currentPath,
  dashboardShown,
  expectNoAxeViolations,
  VIEWPORTS,
  waitFor,
} from './browser';
import { callApi, setupDemoBrowser, signInWithDemoAccount, waitForDemoApi } from './demo-helpers';

const browser = setupDemoBrowser();

const YARD_PHOTO = readFileSync(new URL('../../public/demo/yard-front.jpg', import.meta.url));

type Customer = { customerId: string; name: string };
type Generation = { sk: string; currentStep: string; finalImageUrl?: string };

describe.each(VIEWPORTS)('demo mode ($device)', ({ viewport }) => {
  test('signs in with the demo account shown on the sign-in screen', async () => {
    const { page } = await browser.open({ viewport });
    await page.goto(appUrl('/login'));
    await page.getByText(DEMO_ACCOUNT.email).waitFor();
    await expectNoAxeViolations(page, 'sign-in with the demo hint');

    await signInWithDemoAccount(page);
    await dashboardShown(page);
    await page.getByRole('button', { name: /demo mode/i }).waitFor();
    await expectNoAxeViolations(page, 'dashboard in demo mode');

    // A signed-in user who opens the sign-in screen goes straight back into the app.
    await page.goto(appUrl('/login'));
    await page.waitForURL((url) => url.pathname === '/app/dashboard');
  });
});

describe('demo mode data', () => {
  const viewport = VIEWPORTS[0].viewport;

  test('starts with sample data, and keeps what the user adds across a reload', async () => {
    const { page } = await browser.openSignedIn({ viewport });

    const seeded = await callApi(page, 'GET', '/api/{org}/customers');
    expect((seeded.body as { items: Customer[] }).items.map((c) => c.name)).toContain(
      'Maria Gonzalez',
    );
    const created = await callApi(page, 'POST', '/api/{org}/customers', {
      name: 'Reload Tester',
      email: 'reload@example.com',
      phone: '555-0100',
      address: {
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
      },
    });
    expect(created.status).toBe(200);

    await page.reload();
    await dashboardShown(page);
    await waitForDemoApi(page);
    const after = await callApi(page, 'GET', '/api/{org}/customers');
    expect((after.body as { items: Customer[] }).items.map((c) => c.name)).toContain(
      'Reload Tester',
    );
  });

  test('a generation goes from upload to a completed design whose image loads', async () => {
    const { page } = await browser.openSignedIn({ viewport });

    // The two sample designs are completed, with final images made in the browser.
    const samples = await callApi(page, 'GET', '/api/{org}/yard-vision-generation');
    const sampleItems = (samples.body as { items: Generation[] }).items;
    expect(sampleItems.map((g) => g.currentStep)).toEqual(['completed', 'completed']);

    const create = await callApi(page, 'POST', '/api/{org}/yard-vision-generation', {
      style: { name: 'Seasonal Interest', description: 'Color in every season.' },
      fileInfo: [{ name: 'yard.jpg', contentType: 'image/jpeg' }],
      inspirationFileInfo: [],
    });
    expect(create.status).toBe(200);
    const { sk, uploadUrls } = create.body as { sk: string; uploadUrls: string[] };

    const uploadStatus = await page.evaluate(
      async ({ url, bytes }) => {
        const response = await fetch(url, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/jpeg' },
          body: new Uint8Array(bytes),
        });
        return response.status;
      },
      { url: uploadUrls[0] ?? '', bytes: [...YARD_PHOTO] },
    );
    expect(uploadStatus).toBe(200);

    const start = await callApi(page, 'POST', `/api/{org}/yard-vision-generation/${sk}/generate`, {
      settings: {
        season: 'winter',
        weather: 'snowy',
        timeOfDay: 'dusk',
        atmosphericEffect: 'calm',
      },
    });
    expect(start.status).toBe(200);
    expect((start.body as Generation).currentStep).toBe('generating');

    let generation: Generation | undefined;
    await waitFor(
      async () => {
        const response = await callApi(page, 'GET', `/api/{org}/yard-vision-generation/${sk}`);
        generation = response.body as Generation;
        return generation.currentStep === 'completed';
      },
      'the generation completes',
      20_000,
    );

    const finalImage = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, generation?.finalImageUrl ?? '');
    expect(finalImage).toEqual({ width: 1600, height: 1200 });
  });

  test("'Reset demo data' removes what the user added and restores the samples", async () => {
    const { page } = await browser.openSignedIn({ viewport });
    await callApi(page, 'POST', '/api/{org}/customers', { name: 'Temporary Customer' });

    await page.getByRole('button', { name: /demo mode/i }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Demo mode' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'demo mode dialog');
    await dialog.getByRole('button', { name: 'Reset demo data' }).click();
    await dialog.waitFor({ state: 'detached' });

    const after = await callApi(page, 'GET', '/api/{org}/customers');
    const names = (after.body as { items: Customer[] }).items.map((c) => c.name);
    expect(names).not.toContain('Temporary Customer');
    expect(names).toContain('Maria Gonzalez');
    expect(currentPath(page)).toBe('/app/dashboard');
  });
});
