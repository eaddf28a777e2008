import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { SEARCH_URL_DELAY_MS } from '@/hooks/use-client-list';
import { fakeAppClock, passTime } from '@/testing/app-clock';
import { setViewportWidth } from '@/testing/match-media';
import { mockApi, server } from '@/testing/mocks/server';
import { recordApiWrites } from '@/testing/record-api-writes';
import { seedCustomer, seedProject } from '@/testing/seed-customers';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

allowWholeAppTime();

const ORG = TEST_USER.organizationRef;
const PROJECTS = `/api/${ORG}/projects`;
const QUESTION = 'Are you sure you want to delete this project? This action cannot be undone.';

async function openList(path = '/app/projects') {
  const view = renderApp(path, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'Projects' });
  return view;
}

/** The cards' titles, in order. */
function titles() {
  return within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

function card(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return item;
}

describe('/app/projects', () => {
  it("shows each project as a card: name, description, 'Created: {date}', customer, actions", async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const project = await seedProject({
      name: 'Front yard refresh',
      description: 'Native plantings along the walk',
      customerRef: customer.customerId,
      createdAt: '2026-03-14T10:00:00.000Z',
    });
    await seedProject({ name: 'Orphan project', customerRef: 'gone', description: '' });
    await openList();
    await screen.findByRole('list', { name: 'Projects' });
    expect(document.title).toBe('Projects · YardVision');

    const front = within(card('Front yard refresh'));
    expect(front.getByText('Native plantings along the walk')).toBeInTheDocument();
    expect(front.getByText(/^Created:/)).toHaveTextContent(
      `Created: ${new Date('2026-03-14T10:00:00.000Z').toLocaleDateString()}`,
    );
    expect(front.getByText('Maria Gonzalez')).toBeInTheDocument();
    expect(front.getByRole('link', { name: 'Open Front yard refresh' })).toHaveAttribute(
      'href',
      `/app/projects/${project.sk}`,
    );
    expect(front.getByRole('link', { name: 'Edit Front yard refresh' })).toHaveAttribute(
      'href',
      `/app/projects/${project.sk}`,
    );
    expect(front.getByRole('button', { name: 'Delete Front yard refresh' })).toBeInTheDocument();

    // A customer that is not found is left out.
    expect(within(card('Orphan project')).queryByText(/Customer/)).not.toBeInTheDocument();
  });

  it("offers 'New Project' to /app/projects/new", async () => {
    const { user, router } = await openList();
    await user.click(screen.getByRole('link', { name: 'New Project' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/projects/new'));
  });

  it("says 'Loading...', then 'No projects found.' when there are none", async () => {
    renderApp('/app/projects', { session: true });
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No projects found.')).toBeInTheDocument();
  });

  it("shows a failed load with 'Try again', which loads again", async () => {
    await seedProject({ name: 'Front yard refresh' });
    server.use(http.get(PROJECTS, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = await openList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your projects could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Front yard refresh' }),
    ).toBeInTheDocument();
  });

  it('searches name and description, ignoring case', async () => {
    // The address follows the search once typing pauses: on a fake clock, moved past the pause.
    fakeAppClock();
    await seedProject({ name: 'Front yard refresh', description: 'Native plantings' });
    await seedProject({ name: 'Pool deck', description: 'Travertine and SHADE trees' });
    await seedProject({ name: 'Back patio', description: 'Fire pit' });
    const { user, router } = await openList();
    await screen.findByRole('list', { name: 'Projects' });
    const search = screen.getByRole('searchbox', { name: 'Search projects' });

    await user.type(search, 'FRONT');
    expect(titles()).toEqual(['Front yard refresh']);
    await user.clear(search);
    await user.type(search, 'shade');
    expect(titles()).toEqual(['Pool deck']);
    await passTime(SEARCH_URL_DELAY_MS);
    await waitFor(() => expect(currentUrl(router)).toBe('/app/projects?q=shade'));
    await user.clear(search);
    await user.type(search, 'greenhouse');
    expect(screen.getByText('No projects found.')).toBeInTheDocument();
  });

  it("pages 7 projects, newest first: 'Showing 1 to 5 of 7 items'", async () => {
    for (const day of [3, 7, 1, 5, 2, 6, 4]) {
      await seedProject({ name: `Project ${day}`, createdAt: `2026-05-0${day}T10:00:00.000Z` });
    }
    const { user } = await openList();
    await screen.findByRole('list', { name: 'Projects' });
    expect(titles()).toEqual(['Project 7', 'Project 6', 'Project 5', 'Project 4', 'Project 3']);
    expect(screen.getByText('Showing 1 to 5 of 7 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Project 2', 'Project 1']);
    expect(screen.getByText('Showing 6 to 7 of 7 items')).toBeInTheDocument();
  });

  it('deletes after the confirmation, and Cancel keeps the project', async () => {
    const project = await seedProject({ name: 'Front yard refresh' });
    await seedProject({ name: 'Pool deck' });
    const writes = recordApiWrites();
    const { user } = await openList();
    await screen.findByRole('list', { name: 'Projects' });

    await user.click(screen.getByRole('button', { name: 'Delete Front yard refresh' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Front yard refresh?' });
    expect(dialog).toHaveAccessibleDescription(QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(titles()).toEqual(
      expect.arrayContaining(['Front yard refresh', 'Pool deck']) as string[],
    );
    expect(await writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Front yard refresh' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(['Pool deck']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await writes()).toEqual([
      { method: 'DELETE', path: `${PROJECTS}/${project.sk}`, body: undefined },
    ]);
    expect(mockApi.organization(ORG).projects.map((item) => item.name)).toEqual(['Pool deck']);
  });

  it("says 'Failed to delete project' when the delete fails, and keeps the card", async () => {
    await seedProject({ name: 'Front yard refresh' });
    server.use(
      http.delete(`${PROJECTS}/:id`, () => HttpResponse.json({ error: 'Locked' }, { status: 500 })),
    );
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Front yard refresh' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete project');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(titles()).toEqual(['Front yard refresh']);
  });

  it('shows names with HTML in them as text', async () => {
    const customer = await seedCustomer({ name: '<b>Bold</b> & Co' });
    await seedProject({
      name: '<img src=x onerror=alert(1)>',
      description: '<script>alert(1)</script>',
      customerRef: customer.customerId,
    });
    await openList();
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '<img src=x onerror=alert(1)>',
    });
    const item = within(card(heading.textContent));
    expect(item.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(item.getByText('<b>Bold</b> & Co')).toBeInTheDocument();
    expect(document.querySelector('main img, main b, main script')).toBeNull();
  });

  it('stacks the cards in one column on a phone', async () => {
    setViewportWidth(375);
    await seedProject({ name: 'Front yard refresh' });
    await openList();
    const list = await screen.findByRole('list', { name: 'Projects' });
    // One column below the sm breakpoint: no unprefixed multi-column class.
    expect(list.className).not.toMatch(/(^|\s)grid-cols-[2-9]/);
    expect(list).toHaveClass('sm:grid-cols-2');
  });
});
