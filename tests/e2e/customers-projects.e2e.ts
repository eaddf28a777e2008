import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { currentPath, expectNoAxeViolations, VIEWPORTS, waitFor, type Viewport } from './browser';
import { callApi, setupDemoBrowser } from './demo-helpers';

/** Customers and projects (spec §2) in demo mode: the whole round trip a landscaper makes. */

const browser = setupDemoBrowser();

const QUESTION = 'Are you sure you want to delete this project? This action cannot be undone.';
/** A name with markup in it: it must show as typed, never as HTML. */
const CUSTOMER = 'Willow & <b>Creek</b> Gardens';
const SEEDED_PROJECT = 'Front yard refresh';

async function openSignedIn(viewport: Viewport) {
  const { page } = await browser.openSignedIn({ viewport });
  return page;
}

/** Follows a link inside the app (client-side), as a user would. */
async function clickLink(page: Page, name: string | RegExp) {
  await page
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first()
    .click();
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** Nothing wider than the screen: forms and cards fit a phone. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${where}`).toBeLessThanOrEqual(innerWidth);
}

function field(page: Page, name: string | RegExp) {
  return page.getByRole('textbox', { name, exact: typeof name === 'string' });
}

describe.each(VIEWPORTS)('customers and projects ($device)', ({ viewport }) => {
  test('create a customer, create a project for it, edit both, delete the project', async () => {
    const page = await openSignedIn(viewport);

    // Customers list, with the demo's customers.
    await page.goto(new URL('/app/customers', page.url()).href);
    await heading(page, 'Customers');
    await page.getByText('Maria Gonzalez', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'customers list');
    await expectNoSidewaysScroll(page, 'customers list');

    // A new customer: the name is required, with a message instead of the browser's bubble.
    await clickLink(page, 'Add Customer');
    await page.waitForURL((url) => url.pathname === '/app/customers/new');
    await heading(page, 'Customer Details');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await expectNoAxeViolations(page, 'new customer, name missing');
    await expectNoSidewaysScroll(page, 'customer form');

    await field(page, 'Name').fill(CUSTOMER);
    await field(page, 'Email').fill('hello@willowcreek.example');
    await field(page, 'Phone').fill('(512) 555-0190');
    await field(page, 'Address line 1').fill('77 Creek Bend');
    await field(page, 'City').fill('Austin');
    await field(page, 'State').fill('TX');
    await field(page, 'Postal code').fill('78701');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/app/customers');
    await page.getByText(CUSTOMER, { exact: true }).first().waitFor();
    await page.getByText('77 Creek Bend, Austin, TX, 78701').first().waitFor();
    expect(await page.locator('main b').count()).toBe(0);

    // Edit the customer: open, change the phone, save, back on the list.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('willow');
    await clickLink(page, new RegExp('Willow'));
    await heading(page, 'Customer Details');
    await waitFor(
      async () => (await field(page, 'Name').inputValue()) === CUSTOMER,
      'the customer loads into the form',
    );
    await field(page, 'Phone').fill('(512) 555-0191');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/app/customers');
    await page.getByText('(512) 555-0191').first().waitFor();

    // A new project for that customer, picked in the autocomplete by keyboard.
    await page.goto(new URL('/app/projects', page.url()).href);
    await heading(page, 'Projects');
    await page.getByRole('heading', { level: 2, name: SEEDED_PROJECT }).waitFor();
    await expectNoAxeViolations(page, 'projects list');
    await expectNoSidewaysScroll(page, 'projects list');
    await clickLink(page, 'New Project');
    await page.waitForURL((url) => url.pathname === '/app/projects/new');
    await heading(page, 'Project Details');
    await expectNoAxeViolations(page, 'new project');

    await field(page, /^Name/).fill('Rain garden');
    await field(page, 'Description').fill('A swale with native sedges');
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await customer.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search customers...' });
    await search.waitFor();
    await expectNoAxeViolations(page, 'customer autocomplete open');
    await page.keyboard.type('creek');
    await page.getByRole('option', { name: CUSTOMER }).waitFor();
    await page.keyboard.press('Enter');
    await waitFor(
      async () => (await customer.innerText()).includes(CUSTOMER),
      'the customer is chosen',
    );
    await field(page, /^Address 1/).fill('77 Creek Bend');
    await field(page, /^City/).fill('Austin');
    await field(page, /^State/).fill('TX');
    await field(page, /^Zip/).fill('78701');
    await expectNoSidewaysScroll(page, 'project form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /^\/app\/projects\/(?!new)[\w-]+$/.test(url.pathname));
    const projectPath = currentPath(page);
    await page.getByText('No designs for this project yet.').waitFor();
    await expectNoAxeViolations(page, 'project page');

    // Edit the project: a new customer made from the form, without leaving it.
    await customer.click();
    await page.getByRole('option', { name: 'Add new customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new customer' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'new customer dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Aspen Ridge HOA');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitFor(
      async () => (await customer.innerText()).includes('Aspen Ridge HOA'),
      'the new customer is chosen',
    );
    await field(page, 'Description').fill('A swale with native sedges and a dry creek');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Project saved').waitFor();
    await page.reload();
    await heading(page, 'Project Details');
    await waitFor(
      async () =>
        (await field(page, 'Description').inputValue()) ===
          'A swale with native sedges and a dry creek' &&
        (await customer.innerText()).includes('Aspen Ridge HOA'),
      'the edit is saved',
    );
    expect(currentPath(page)).toBe(projectPath);

    // Unsaved edits ask before leaving.
    await field(page, 'Description').fill('Not saved');
    await clickLink(page, 'Back to projects');
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.waitFor();
    await expectNoAxeViolations(page, 'discard changes dialog');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await heading(page, 'Projects');

    // Delete the project, behind the spec's question.
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: 'Rain garden' }),
    });
    await card.getByText('Aspen Ridge HOA').waitFor();
    await card.getByRole('button', { name: 'Delete Rain garden' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Rain garden?' });
    await confirm.getByText(QUESTION, { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    const projects = await callApi(page, 'GET', '/api/{org}/projects');
    expect((projects.body as { items: { name?: string }[] }).items.map((p) => p.name)).toEqual([
      SEEDED_PROJECT,
    ]);
  });

  test('a project shows its designs and a customer its projects', async () => {
    const page = await openSignedIn(viewport);
    await page.goto(new URL('/app/projects', page.url()).href);
    await heading(page, 'Projects');
    await clickLink(page, `Open ${SEEDED_PROJECT}`);
    await heading(page, 'Project Details');
    const designs = page.getByRole('list', { name: 'Designs of this project' });
    const design = designs.getByRole('link', { name: /Natural Accent/ });
    await design.waitFor();
    await waitFor(
      () =>
        design.evaluate((link) => {
          const img = link.querySelector('img');
          return Boolean(img?.complete && img.naturalWidth > 0);
        }),
      'the thumbnail loads',
    );
    await expectNoAxeViolations(page, 'project with designs');
    await expectNoSidewaysScroll(page, 'project with designs');
    await design.click();
    await heading(page, 'Yard Vision Generation');

    await page.goto(new URL('/app/customers', page.url()).href);
    await heading(page, 'Customers');
    // A table row's name link on a desktop, the whole entry on a phone.
    await clickLink(page, /Maria Gonzalez/);
    await heading(page, 'Customer Details');
    const own = page.getByRole('list', { name: 'Projects of this customer' });
    await own.getByRole('link', { name: new RegExp(SEEDED_PROJECT) }).waitFor();
    await expectNoAxeViolations(page, 'customer with projects');
    await own.getByRole('link', { name: new RegExp(SEEDED_PROJECT) }).click();
    await heading(page, 'Project Details');
    await waitFor(
      async () => (await field(page, /^Name/).inputValue()) === SEEDED_PROJECT,
      'the project opens',
    );
  });
});
