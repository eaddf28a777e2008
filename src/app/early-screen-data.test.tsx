import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { startEarlyScreenData } from '@/app/early-screen-data';
import { forgetEarlyGets } from '@/lib/api/api-client';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { advanceUntil, fakeAppClock, settle } from '@/testing/app-clock';
import { setViewportWidth } from '@/testing/match-media';
import { mockApi, server } from '@/testing/mocks/server';
import { seedCustomer, seedProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { renderApp } from '@/testing/test-utils';
import { createTestToken, TEST_USER } from '@/testing/tokens';
import {
  FakeContainer,
  installFakeServiceWorkers,
  removeFakeServiceWorkers,
} from '@/testing/fake-service-worker';

/*
 * A signed-in screen opened cold: the start asks for the screen's data before the screen's code
 * has loaded, and the screen's own request takes that answer (one request per address); the
 * pictures the screen opens with are asked for as soon as their addresses are known.
 */

const ORG = TEST_USER.organizationRef;
const API = `/api/${ORG}`;

/** The paths of the GETs the API receives from now on, in order. */
function recordGets() {
  const gets: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') gets.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return gets;
}

/** Signs in as a cold start finds the session: the token stored before the page loads. */
function storeSession(token = createTestToken()) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return token;
}

/** What the start does for `address`, as the browser's location gives it. */
function startAt(address: string) {
  const { pathname, search } = new URL(address, window.location.origin);
  startEarlyScreenData({ pathname, search });
}

function picturePreloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
}

// The app's timers on a fake clock: advanceUntil moves it until requests have started, settle()
// lets those that would start do so and moves it a second on, in no real time.
beforeEach(() => {
  fakeAppClock();
});

afterEach(() => {
  forgetEarlyGets();
  for (const link of picturePreloads()) link.remove();
});

describe('early screen data', () => {
  it("a design's page sends one GET for the design, before its screen renders, and shows it", async () => {
    const design = await seedGeneration({ style: { name: 'Natural Accent' } });
    const designPath = `${API}/yard-vision-generation/${design.sk}`;
    const gets = recordGets();
    const token = storeSession();

    startAt(`/app/generations/${design.sk}`);
    // Sent by the start itself: no screen has rendered, no screen code has run.
    await advanceUntil(() => expect(gets).toEqual([designPath]));

    renderApp(`/app/generations/${design.sk}`, { session: token });
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    const result = await screen.findByRole('button', { name: /Generated Result/ });
    expect(result.querySelector('img')).toHaveAttribute('src');
    expect(screen.getByText('Natural Accent', { selector: 'p' })).toBeInTheDocument();
    await settle();
    expect(gets).toEqual([designPath]);
  });

  it("asks for the design's result at high priority, at the address the page shows it", async () => {
    // A result of its own (a seeded design's result is its first photo's upload).
    const design = await seedGeneration({ style: { name: 'Natural Accent' }, inspirations: 1 });
    design.finalKey = design.inspirations[0]?.key;
    await mockApi.save();
    const token = storeSession();

    startAt(`/app/generations/${design.sk}`);
    await advanceUntil(() => expect(picturePreloads()).toHaveLength(1));

    renderApp(`/app/generations/${design.sk}`, { session: token });
    const result = await screen.findByRole('button', { name: /Generated Result/ });
    const resultImage = result.querySelector('img');
    const resultSrc = resultImage?.getAttribute('src');
    // The other pictures wait for the result to be on the display.
    if (resultImage) fireEvent.load(resultImage);
    await advanceUntil(() => screen.getByRole('img', { name: 'Source image 1 of Natural Accent' }));
    expect(resultSrc).toBeTruthy();
    // The result alone: the before picture waits for the page, not to share the connection.
    const [resultLink, ...others] = picturePreloads();
    expect(resultLink.getAttribute('href')).toBe(resultSrc);
    expect(resultLink.getAttribute('fetchpriority')).toBe('high');
    expect(others).toEqual([]);
  });

  it('a design not finished yet has no result to ask for', async () => {
    const design = await seedGeneration({ currentStep: 'generating' });
    const gets = recordGets();
    storeSession();

    startAt(`/app/generations/${design.sk}`);
    await advanceUntil(() => expect(gets).toHaveLength(1));
    await settle();
    expect(picturePreloads()).toEqual([]);
  });

  it.each([
    ['nobody is signed in', undefined],
    ['the token has expired', createTestToken({}, -60)],
    ['the token does not decode', 'not-a-token'],
  ])('sends nothing when %s', async (_case, token) => {
    const design = await seedGeneration();
    const gets = recordGets();
    if (token) storeSession(token);

    for (const address of [
      `/app/generations/${design.sk}`,
      '/app/generations',
      '/app/projects',
      '/app/customers',
    ]) {
      startAt(address);
    }
    await settle();
    expect(gets).toEqual([]);
  });

  it.each([
    { answer: 'no answer', respond: () => HttpResponse.error() },
    { answer: 'a 500', respond: () => new HttpResponse('down', { status: 500 }) },
  ])(
    'an early request that got $answer is not used: the screen asks once more and shows the design',
    async ({ respond }) => {
      const design = await seedGeneration({ style: { name: 'Natural Accent' } });
      const designPath = `${API}/yard-vision-generation/${design.sk}`;
      server.use(http.get(designPath, respond, { once: true }));
      const gets = recordGets();
      const token = storeSession();

      startAt(`/app/generations/${design.sk}`);
      await advanceUntil(() => expect(gets).toEqual([designPath]));
      await settle();

      renderApp(`/app/generations/${design.sk}`, { session: token });
      await screen.findByRole('button', { name: /Generated Result/ });
      expect(gets).toEqual([designPath, designPath]);
      // No usable answer came to the early request: nothing was asked of its pictures either.
      expect(picturePreloads()).toEqual([]);
    },
  );

  it('an early 401 signs out as any 401 does, through the screen', async () => {
    const design = await seedGeneration();
    const designPath = `${API}/yard-vision-generation/${design.sk}`;
    server.use(http.get(designPath, () => new HttpResponse('Unauthorized', { status: 401 })));
    const token = storeSession();

    startAt(`/app/generations/${design.sk}`);
    await settle();
    renderApp(`/app/generations/${design.sk}`, { session: token });
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('the designs list sends one GET, and leaves its thumbnails to the list', async () => {
    setViewportWidth(375);
    for (let day = 1; day <= 5; day++) {
      await seedGeneration({
        style: { name: `Style ${day}` },
        createdAt: `2026-11-0${day}T10:00:00.000Z`,
      });
    }
    const gets = recordGets();
    const token = storeSession();

    startAt('/app/generations');
    await advanceUntil(() => expect(gets).toHaveLength(1));

    renderApp('/app/generations', { session: token });
    const list = await screen.findByRole('list', { name: 'Your designs, newest first' });
    expect(within(list).getAllByRole('img', { name: /^Final image of/ })).toHaveLength(5);
    // Whole photos asked for before the list is drawn would hold its text back.
    expect(picturePreloads()).toEqual([]);
    await settle();
    expect(gets).toEqual([`${API}/yard-vision-generation`]);
  });

  it("a project's page sends no GET more than it would alone: the early ones are all taken", async () => {
    const customer = await seedCustomer({ name: 'Maria Lopez' });
    const project = await seedProject({ name: 'Front yard', customerRef: customer.customerId });
    await seedGeneration({ projectRef: project.sk, customerRef: customer.customerId });
    const token = storeSession();
    const openProject = async () => {
      renderApp(`/app/projects/${project.sk}`, { session: token });
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Front yard'),
      );
      await screen.findByRole('list', { name: 'Designs of this project' });
      await settle();
    };
    // The page alone, as a warm start opens it (the tests' query client counts nothing fresh:
    // a second reader of the project asks again).
    const recorded = recordGets();
    await openProject();
    cleanup();
    const alone = [...recorded];

    const gets = recordGets();
    startAt(`/app/projects/${project.sk}`);
    // The project and the customers, then the project's customer and its designs.
    await advanceUntil(() => expect(gets).toHaveLength(4));
    expect([...gets].sort()).toEqual(
      [
        `${API}/customers`,
        `${API}/customers/${customer.customerId}`,
        `${API}/customers/${customer.customerId}/projects/${project.sk}/yard-vision-generation`,
        `${API}/projects/${project.sk}`,
      ].sort(),
    );
    await openProject();
    expect([...gets].sort()).toEqual([...alone].sort());
  });

  it('the projects list sends one GET for the projects and one for the customers', async () => {
    await seedProject({ name: 'Front yard' });
    const gets = recordGets();
    const token = storeSession();

    startAt('/app/projects');
    await advanceUntil(() => expect(gets).toHaveLength(2));

    renderApp('/app/projects', { session: token });
    expect(await screen.findByRole('link', { name: 'Open Front yard' })).toBeInTheDocument();
    await settle();
    expect([...gets].sort()).toEqual([`${API}/customers`, `${API}/projects`]);
  });

  it('the dashboard and a new customer fetch nothing, so nothing is sent', async () => {
    const gets = recordGets();
    storeSession();
    startAt('/app/dashboard');
    startAt('/app/customers/new');
    startAt('/app/generations/generate');
    await settle();
    expect(gets).toEqual([]);
  });

  it('reads the address as the router does: a trailing slash, a name that does not decode', async () => {
    const design = await seedGeneration({ style: { name: 'Natural Accent' } });
    const gets = recordGets();
    storeSession();
    startAt(`/app/generations/${design.sk}/`);
    startAt('/app/generations/%E0%A4%A');
    startAt('/app/generations/compare/extra');
    await settle();
    expect(gets).toEqual([`${API}/yard-vision-generation/${design.sk}`]);
  });

  it('sends nothing on a load that is not cold: a service worker controls the page, or offline', async () => {
    const design = await seedGeneration({ style: { name: 'Natural Accent' } });
    const gets = recordGets();
    storeSession();
    // A visit after the first: the app's worker controls the page.
    installFakeServiceWorkers(new FakeContainer());
    onTestFinished(removeFakeServiceWorkers);
    startAt(`/app/generations/${design.sk}`);
    removeFakeServiceWorkers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startAt(`/app/generations/${design.sk}`);
    await settle();
    expect(gets).toEqual([]);
  });
});
