import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeAppClock } from '@/testing/app-clock';
import { mockApi, server } from '@/testing/mocks/server';
import { recordApiWrites } from '@/testing/record-api-writes';
import { LIVE_OAK_SITE, seedCustomer, seedProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

allowWholeAppTime({ testMs: 20_000 });

// The app's timers on a fake clock that still moves with real time: user-event's pause of 0 ms
// after each key and each press passes at once instead of on a real timer.
beforeEach(() => {
  fakeAppClock();
});

const ORG = TEST_USER.organizationRef;
const PROJECTS = `/api/${ORG}/projects`;

async function openProject(ref: string) {
  const view = renderApp(`/app/projects/${ref}`, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'Project Details' });
  return view;
}

function field(name: RegExp | string) {
  return screen.getByRole('textbox', { name });
}

function customerBox() {
  return screen.getByRole('combobox', { name: /^Customer/ });
}

/** Picks a customer in the autocomplete by keyboard only. */
async function pickCustomer(user: UserEvent, search: string) {
  customerBox().focus();
  await user.keyboard('{Enter}');
  await user.keyboard(search);
  await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
}

async function fillAddress(user: UserEvent) {
  await user.type(field(/^Address 1/), LIVE_OAK_SITE.address1);
  await user.type(field(/^City/), LIVE_OAK_SITE.city);
  await user.type(field(/^State/), LIVE_OAK_SITE.state);
  await user.type(field(/^Zip/), LIVE_OAK_SITE.zip);
}

describe('/app/projects/new', () => {
  it('sends the whole form with one POST and opens the new project', async () => {
    const maria = await seedCustomer({ name: 'Maria Gonzalez' });
    await seedCustomer({ name: 'James Carter' });
    const writes = recordApiWrites();
    const { user, router } = await openProject('new');
    expect(document.title).toBe('New project · YardVision');

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Front yard refresh');
    await user.type(field('Description'), 'Native plantings');
    expect(customerBox()).toHaveTextContent('Select a customer...');
    await pickCustomer(user, 'maria');
    expect(customerBox()).toHaveTextContent('Maria Gonzalez');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/app\/projects\/(?!new)[\w-]+$/));
    const created = mockApi.organization(ORG).projects.at(0);
    expect(currentUrl(router)).toBe(`/app/projects/${created?.sk ?? ''}`);
    // The new address comes before its screen, and both screens say 'Project Details' with a
    // Name field: the created project's screen is the one titled with its name, once loaded.
    // (The title comes with the record; its form is drawn a moment later, in the background.)
    await waitFor(() => expect(document.title).toBe('Front yard refresh · YardVision'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Front yard refresh'),
    );
    expect(customerBox()).toHaveTextContent('Maria Gonzalez');
    expect(await writes()).toEqual([
      {
        method: 'POST',
        path: PROJECTS,
        body: {
          name: 'Front yard refresh',
          description: 'Native plantings',
          customerRef: maria.customerId,
          ...LIVE_OAK_SITE,
          address2: '',
        },
      },
    ]);
  });

  it('requires name, customer, address 1, city, state and zip; not description or address 2', async () => {
    const writes = recordApiWrites();
    const { user } = await openProject('new');
    const form = await screen.findByRole('form', { name: 'Project Details' });
    expect(Array.from(form.querySelectorAll('label')).map((label) => label.textContent)).toEqual([
      'Name*',
      'Description',
      'Customer*',
      'Address 1*',
      'Address 2',
      'City*',
      'State*',
      'Zip*',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(/^Name/)).toHaveAccessibleDescription('Name is required'));
    expect(customerBox()).toHaveAccessibleDescription('Customer is required');
    expect(field(/^Address 1/)).toHaveAccessibleDescription('Address 1 is required');
    expect(field(/^City/)).toHaveAccessibleDescription('City is required');
    expect(field(/^State/)).toHaveAccessibleDescription('State is required');
    expect(field(/^Zip/)).toHaveAccessibleDescription('Zip is required');
    expect(field('Description')).not.toHaveAttribute('aria-invalid');
    expect(field('Address 2')).not.toHaveAttribute('aria-invalid');
    expect(await writes()).toEqual([]);
  });

  it('names the fields as the API does', async () => {
    await openProject('new');
    const form = await screen.findByRole('form', { name: 'Project Details' });
    expect(
      Array.from(form.querySelectorAll('input[name]')).map((input) => input.getAttribute('name')),
    ).toEqual([
      'name',
      'description',
      'customerRef',
      'address1',
      'address2',
      'city',
      'state',
      'zip',
    ]);
    expect(field(/^Zip/)).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('creates a customer without leaving the form, and chooses them', async () => {
    await seedCustomer({ name: 'James Carter' });
    const writes = recordApiWrites();
    const { user, router } = await openProject('new');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Front yard refresh');

    await user.click(customerBox());
    await user.click(await screen.findByRole('option', { name: 'Add new customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new customer' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Greenway HOA');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'board@greenway.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(customerBox()).toHaveTextContent('Greenway HOA'));
    expect(currentUrl(router)).toBe('/app/projects/new');
    // What was typed before is still there.
    expect(field(/^Name/)).toHaveValue('Front yard refresh');

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).not.toBe('/app/projects/new'));
    const greenway = mockApi
      .organization(ORG)
      .customers.find((customer) => customer.name === 'Greenway HOA');
    const sent = await writes();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /api/${ORG}/customers`,
      `POST ${PROJECTS}`,
    ]);
    expect(sent[1]?.body).toMatchObject({ customerRef: greenway?.customerId });
  });

  it('Cancel in the customer dialog closes it and leaves the choice alone', async () => {
    const { user } = await openProject('new');
    await user.click(await screen.findByRole('combobox', { name: /^Customer/ }));
    await user.click(await screen.findByRole('option', { name: 'Add new customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(customerBox()).toHaveTextContent('Select a customer...');
  });
});

describe('/app/projects/{projectRef}', () => {
  it('loads the project and saves the whole form with PUT, staying on its page', async () => {
    const maria = await seedCustomer({ name: 'Maria Gonzalez' });
    const james = await seedCustomer({ name: 'James Carter' });
    const project = await seedProject({
      name: 'Front yard refresh',
      description: 'Native plantings',
      customerRef: maria.customerId,
      ...LIVE_OAK_SITE,
    });
    const writes = recordApiWrites();
    const { user, router } = await openProject(project.sk);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Front yard refresh');
    expect(document.title).toBe('Front yard refresh · YardVision');
    expect(customerBox()).toHaveTextContent('Maria Gonzalez');

    await user.type(name, ' (phase 2)');
    await pickCustomer(user, 'carter');
    await user.type(field('Address 2'), 'Gate code 4411');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Project saved')).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/app/projects/${project.sk}`);
    expect(await writes()).toEqual([
      {
        method: 'PUT',
        path: `${PROJECTS}/${project.sk}`,
        body: {
          name: 'Front yard refresh (phase 2)',
          description: 'Native plantings',
          customerRef: james.customerId,
          ...LIVE_OAK_SITE,
          address2: 'Gate code 4411',
        },
      },
    ]);
    // Saved: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Back to projects' }));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
  });

  it("shows the body's error when the update fails", async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const project = await seedProject({
      name: 'Front yard refresh',
      customerRef: customer.customerId,
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
    });
    server.use(
      http.put(`${PROJECTS}/:id`, () =>
        HttpResponse.json({ error: 'Zip is not valid' }, { status: 400 }),
      ),
    );
    const { user } = await openProject(project.sk);
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'New beds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zip is not valid');
  });

  it('asks before leaving unsaved edits: Keep editing stays, Discard leaves', async () => {
    const project = await seedProject({ name: 'Front yard refresh' });
    const { user, router } = await openProject(project.sk);
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'New beds');
    await user.click(screen.getByRole('link', { name: 'Customers' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe(`/app/projects/${project.sk}`);
    expect(field('Description')).toHaveValue('New beds');

    await user.click(screen.getByRole('link', { name: 'Customers' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    expect(mockApi.organization(ORG).projects[0]?.description).toBe('');
  });

  it("shows the project's designs as thumbnails linking to each design", async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const project = await seedProject({
      name: 'Front yard refresh',
      customerRef: customer.customerId,
    });
    const older = await seedGeneration({
      style: { name: 'Natural Accent' },
      projectRef: project.sk,
      customerRef: customer.customerId,
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    const newer = await seedGeneration({
      style: { name: 'Gentle Modern' },
      currentStep: 'failed',
      projectRef: project.sk,
      customerRef: customer.customerId,
      createdAt: '2026-05-02T10:00:00.000Z',
    });
    await seedGeneration({ style: { name: 'Elsewhere' } });
    await openProject(project.sk);

    const list = await screen.findByRole('list', { name: 'Designs of this project' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/app/generations/${newer.sk}`,
      `/app/generations/${older.sk}`,
    ]);
    expect(links[0]).toHaveTextContent('Gentle Modern');
    expect(links[0]).toHaveTextContent('Failed');
    expect(links[1]).toHaveTextContent('Natural Accent');
    expect(links[1]?.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^http/) as string,
    );
  });

  it('shows the cards under the form only with the form: nothing comes above them later', async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const project = await seedProject({
      name: 'Front yard refresh',
      customerRef: customer.customerId,
    });
    await seedGeneration({
      style: { name: 'Natural Accent' },
      projectRef: project.sk,
      customerRef: customer.customerId,
    });
    // Each state the page is drawn in: the cards under the form there without the form.
    const cardsBeforeForm: string[] = [];
    const observer = new MutationObserver(() => {
      const form = document.querySelector('input[name="name"]');
      const cards = document.querySelector('[aria-label="Designs of this project"]');
      if (cards && !form) cardsBeforeForm.push(document.body.textContent);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await openProject(project.sk);
      await screen.findByRole('list', { name: 'Designs of this project' });
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Front yard refresh');
      expect(cardsBeforeForm).toEqual([]);
    } finally {
      observer.disconnect();
    }
  });

  it('says when the project has no designs yet, with a way to create one', async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const project = await seedProject({
      name: 'Front yard refresh',
      customerRef: customer.customerId,
    });
    await openProject(project.sk);
    expect(await screen.findByText('No designs for this project yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a design' })).toHaveAttribute(
      'href',
      '/app/generations/generate',
    );
  });

  it("says 'Failed to load project' with 'Try again' that loads it", async () => {
    const project = await seedProject({ name: 'Front yard refresh' });
    server.use(
      http.get(`${PROJECTS}/:id`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { user } = await openProject(project.sk);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load project');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Front yard refresh');
  });

  it('says when the project does not exist, with a way back', async () => {
    const { user, router } = renderApp('/app/projects/no-such-project', { session: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to projects' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/projects'));
  });
});
