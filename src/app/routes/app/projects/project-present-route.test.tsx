import { i18n } from '@lingui/core';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import {
  presentationPlanKey,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { proposalDateLabel } from '@/features/presentation/proposal/proposal-content';
import { customerKeys } from '@/entities/customer/api/customer-keys';
import { mockApi, server } from '@/testing/mocks/server';
import { goOffline } from '@/testing/network';
import { LIVE_OAK_SITE, seedMariasProject, seedProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

// Each test renders the whole app against the mock API; a busy machine needs more time.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const ORG = TEST_USER.organizationRef;
const OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;
/** A day as Spanish writes it in full: '25 de noviembre de 2026'. */
const SPANISH_LONG_DATE =
  /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;
/** A day as English writes it in full: 'November 25, 2026'. */
const ENGLISH_LONG_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

function storePlan(projectRef: string, plan: PresentationPlan) {
  localStorage.setItem(presentationPlanKey(OWNER, projectRef), JSON.stringify(plan));
}

/** A project of Maria's with three finished designs (and one still generating). */
async function seedProposal() {
  const { project, of } = await seedMariasProject({
    customer: { email: 'maria@example.com', phone: '(512) 555-0142' },
    project: LIVE_OAK_SITE,
  });
  const design = (name: string, description: string) =>
    seedGeneration({ ...of, style: { name, description } });
  const natural = await design('Natural Accent', 'Native grasses soften the edges.');
  const modern = await design('Gentle Modern', 'Clean lines and gravel.');
  // Not chosen: it is not shown.
  const cottage = await design('Cottage Charm', 'Roses along the fence.');
  const busy = await seedGeneration({
    style: { name: 'Unfinished' },
    currentStep: 'generating',
    ...of,
  });
  natural.settings = {
    season: 'fall',
    weather: 'cloudy',
    timeOfDay: 'dusk',
    atmosphericEffect: 'calm',
  };
  await mockApi.save();
  return { project, natural, modern, cottage, busy };
}

async function openPresentation(path: string) {
  const view = renderApp(path, { session: true });
  await screen.findByRole('main', { name: 'Presentation' });
  return view;
}

function counter() {
  return within(screen.getByRole('main', { name: 'Presentation' })).getByRole('status');
}

describe('/app/projects/:projectRef/present', () => {
  it('shows the title slide, then the chosen designs in the plan’s order', async () => {
    const { project, natural, modern, cottage, busy } = await seedProposal();
    storePlan(project.sk, {
      // The generating design is not presentable: it drops out.
      refs: [modern.sk, busy.sk, natural.sk],
      notes: { [natural.sk]: 'The grasses stay green all winter.' },
      proposalNote: 'Two ideas for the front of the house.',
    });
    const { user, router } = await openPresentation(`/app/projects/${project.sk}/present`);

    // The title slide: the project, the customer, the site, the day and the proposal's note.
    const title = await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' });
    const slide = title.closest('section');
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(slide).toHaveTextContent('Prepared for Maria Gonzalez');
    expect(slide).toHaveTextContent('1408 Live Oak Lane');
    expect(slide).toHaveTextContent('Austin, TX 78704');
    expect(slide).toHaveTextContent(proposalDateLabel(i18n, new Date()));
    expect(slide).toHaveTextContent('Two ideas for the front of the house.');
    expect(counter()).toHaveTextContent('1 / 3');
    expect(counter()).toHaveTextContent('Slide 1 of 3: Front yard refresh');
    expect(document.title).toBe('Presenting Front yard refresh · YardVision');
    // Presentation mode has none of the app's frame.
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    // Keys work at once: the deck has the focus.
    expect(screen.getByRole('main', { name: 'Presentation' })).toHaveFocus();

    // Next by the arrow key: the first chosen design.
    await user.keyboard('{ArrowRight}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gentle Modern' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Clean lines and gravel.')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Slide 2 of 3: Gentle Modern');
    expect(screen.getByRole('img', { name: 'Before: the yard as it is today' })).toHaveAttribute(
      'src',
      expect.stringContaining('/demo-storage/') as string,
    );
    expect(
      screen.getByRole('img', { name: 'After: the Gentle Modern design' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Compare before and after' })).toBeInTheDocument();
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/app/projects/${project.sk}/present?slide=2`),
    );

    // Next by the button: the second, with its settings and note.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Natural Accent' }),
    ).toBeInTheDocument();
    expect(counter()).toHaveTextContent('3 / 3');
    const settings = screen.getByRole('list', { name: 'Settings' });
    expect(
      within(settings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fall', 'Cloudy', 'Dusk', 'Calm']);
    expect(screen.getByText('The grasses stay green all winter.')).toBeInTheDocument();
    // The last slide: 'Next' does nothing more.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('3 / 3');

    // Back by PageUp (a clicker), Home to the start, End to the end.
    await user.keyboard('{PageUp}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gentle Modern' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{End}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natural Accent' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gentle Modern' })).toBeVisible();
    expect(screen.queryByText(cottage.style?.name ?? '')).not.toBeInTheDocument();
  });

  it('runs offline with what the device kept, its cover without a customer it did not keep', async () => {
    const { project, natural } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk], notes: {}, proposalNote: '' });
    const { router, queryClient } = renderApp(`/app/projects/${project.sk}`, { session: true });
    await screen.findByRole('heading', { level: 1, name: 'Project Details' });
    await screen.findByRole('checkbox', { name: /^Natural Accent/ });
    // The device kept the project and its designs, not (yet) its customer: offline, nothing
    // can fetch it.
    queryClient.removeQueries({ queryKey: customerKeys.all(ORG) });
    act(() => goOffline());

    await act(() => router.navigate(`/app/projects/${project.sk}/present`));

    const deck = await screen.findByRole('main', { name: 'Presentation' });
    expect(
      await within(deck).findByRole('heading', { level: 1, name: 'Front yard refresh' }),
    ).toBeInTheDocument();
    expect(within(deck).queryByText('Maria Gonzalez')).not.toBeInTheDocument();
  });

  it('leaves the arrows to the before/after divider while it has the focus', async () => {
    const { project, natural, modern } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk, modern.sk], notes: {}, proposalNote: '' });
    const { user } = await openPresentation(`/app/projects/${project.sk}/present?slide=2`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Natural Accent' }),
    ).toBeInTheDocument();
    const divider = screen.getByRole('slider', { name: 'Compare before and after' });
    divider.focus();
    // (The test DOM's range input does not move by itself: the browser test checks the divider.)
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End'])
      fireEvent.keyDown(divider, { key });
    expect(counter()).toHaveTextContent('2 / 3');
    expect(divider).toHaveFocus();
    // A clicker's PageDown still turns the slide.
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gentle Modern' })).toBeVisible();
    // The divider went with its slide: the deck has the focus, and the arrows turn slides again.
    await waitFor(() => expect(screen.getByRole('main', { name: 'Presentation' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natural Accent' })).toBeVisible();
  });

  it('turns the slide with a sideways swipe', async () => {
    const { project, natural } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk], notes: {}, proposalNote: '' });
    await openPresentation(`/app/projects/${project.sk}/present`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' });
    const finger = { pointerId: 7, pointerType: 'touch', isPrimary: true };
    fireEvent.pointerDown(title, { ...finger, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(title, { ...finger, clientX: 120, clientY: 210 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Natural Accent' }),
    ).toBeInTheDocument();
    // Mostly up and down is no swipe.
    const heading = screen.getByRole('heading', { level: 1, name: 'Natural Accent' });
    fireEvent.pointerDown(heading, { ...finger, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(heading, { ...finger, clientX: 160, clientY: 300 });
    expect(counter()).toHaveTextContent('2 / 2');
    fireEvent.pointerDown(heading, { ...finger, clientX: 100, clientY: 200 });
    fireEvent.pointerUp(heading, { ...finger, clientX: 260, clientY: 200 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' }),
    ).toBeVisible();
  });

  it('on the pictures, a finger on the divider moves it; a quick flick elsewhere turns the slide', async () => {
    const { project, natural, modern } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk, modern.sk], notes: {}, proposalNote: '' });
    // The test DOM cannot capture a pointer it did not see go down (the divider takes the
    // finger's). Spied, not replaced: other test files in this worker use the real method.
    const capture = vi.spyOn(Element.prototype, 'setPointerCapture').mockImplementation(() => {});
    try {
      await openPresentation(`/app/projects/${project.sk}/present?slide=2`);
      await screen.findByRole('heading', { level: 1, name: 'Natural Accent' });
      const frame = document.querySelector('[data-slot="compare-slider"]');
      if (!frame) throw new Error('No before/after frame');
      // (The test DOM lays nothing out: the divider is at x = 0.)
      const finger = { pointerId: 3, pointerType: 'touch', isPrimary: true, clientY: 100 };
      fireEvent.pointerDown(frame, { ...finger, clientX: 20 });
      fireEvent.pointerUp(frame, { ...finger, clientX: 220 });
      expect(counter()).toHaveTextContent('2 / 3');
      fireEvent.pointerDown(frame, { ...finger, clientX: 300 });
      fireEvent.pointerUp(frame, { ...finger, clientX: 100 });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Gentle Modern' }),
      ).toBeInTheDocument();
    } finally {
      capture.mockRestore();
    }
  });

  it('goes back to the project page on Escape and on Exit', async () => {
    const { project, natural } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk], notes: {}, proposalNote: '' });
    const { user, router } = await openPresentation(`/app/projects/${project.sk}/present?slide=2`);
    await screen.findByRole('heading', { level: 1, name: 'Natural Accent' });
    await user.keyboard('{Escape}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Details' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/app/projects/${project.sk}`);

    await router.navigate(`/app/projects/${project.sk}/present`);
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Details' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/app/projects/${project.sk}`);
  });

  it("gives the proposal, not the slide, to the browser's Print", async () => {
    const { project, natural } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk], notes: {}, proposalNote: 'Keep the oak.' });
    await openPresentation(`/app/projects/${project.sk}/present?slide=2`);
    await screen.findByRole('heading', { level: 1, name: 'Natural Accent' });
    fireEvent(window, new Event('beforeprint'));
    const printed = await waitFor(() => {
      const document_ = document.querySelector<HTMLElement>('[data-slot="proposal-print"]');
      if (!document_) throw new Error('No print document');
      return document_;
    });
    expect(within(printed).getByRole('region', { name: 'Cover', hidden: true })).toHaveTextContent(
      'Keep the oak.',
    );
    expect(
      within(printed).getByRole('region', { name: 'Design 1 of 1', hidden: true }),
    ).toHaveTextContent('Natural Accent');
  });

  it("is in the proposal's language, the customer's, while the app stays in its own", async () => {
    const { project, natural } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk], notes: {}, proposalNote: '', language: 'es' });
    renderApp(`/app/projects/${project.sk}/present`, { session: true });

    const deck = await screen.findByRole('main', { name: 'Presentación' });
    expect(deck).toHaveAttribute('lang', 'es');
    const title = await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' });
    expect(title.closest('section')).toHaveTextContent('Preparada para Maria Gonzalez');
    // The day as the customer's language writes it, not the app's.
    expect(title.closest('section')).toHaveTextContent(SPANISH_LONG_DATE);
    expect(title.closest('section')).not.toHaveTextContent(ENGLISH_LONG_DATE);
    expect(document.title).toBe('Presentando Front yard refresh · YardVision');
    fireEvent.keyDown(deck, { key: 'ArrowRight' });
    const design = await screen.findByRole('heading', { level: 1, name: 'Toque natural' });
    expect(design.closest('section')).toHaveTextContent('Otoño');

    // The print is the proposal in Spanish too.
    fireEvent(window, new Event('beforeprint'));
    const printed = await waitFor(() => {
      const document_ = document.querySelector<HTMLElement>('[data-slot="proposal-print"]');
      if (!document_) throw new Error('No print document');
      return document_;
    });
    expect(printed).toHaveAttribute('lang', 'es');
    const cover = within(printed).getByRole('region', { name: 'Portada', hidden: true });
    expect(cover).toHaveTextContent(SPANISH_LONG_DATE);
    expect(cover).not.toHaveTextContent(ENGLISH_LONG_DATE);
    expect(
      within(printed).getByRole('region', { name: 'Diseño 1 de 1', hidden: true }),
    ).toHaveTextContent('Toque natural');
    // The app itself is still in English.
    expect(document.documentElement.lang).toBe('en');
  });

  it('says when no design is chosen yet and links back to choose them', async () => {
    const { project } = await seedProposal();
    renderApp(`/app/projects/${project.sk}/present`, { session: true });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No designs are chosen to present yet',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/kept in this browser/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose designs to present' })).toHaveAttribute(
      'href',
      `/app/projects/${project.sk}`,
    );
  });

  it('says so for a project without a customer', async () => {
    const project = await seedProject({ name: 'Empty lot' });
    renderApp(`/app/projects/${project.sk}/present`, { session: true });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No designs are chosen to present yet',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has no customer yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose designs to present' })).toBeInTheDocument();
  });

  it('shows what failed, with Try again and the way back', async () => {
    const { project, natural } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk], notes: {}, proposalNote: '' });
    server.use(
      http.get(`/api/${ORG}/projects/:id`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp(`/app/projects/${project.sk}/present`, { session: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The presentation could not be opened');
    expect(alert).toHaveTextContent('The project could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'Back to the project' })).toHaveAttribute(
      'href',
      `/app/projects/${project.sk}`,
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' }),
    ).toBeInTheDocument();
  });

  it('goes on showing the slides when asking again for the project or its designs fails', async () => {
    const { project, natural } = await seedProposal();
    storePlan(project.sk, { refs: [natural.sk], notes: {}, proposalNote: '' });
    const { queryClient } = await openPresentation(`/app/projects/${project.sk}/present?slide=2`);
    await screen.findByRole('heading', { level: 1, name: 'Natural Accent' });
    server.use(
      http.get(`/api/${ORG}/projects/:id`, () => new HttpResponse(null, { status: 500 })),
      http.get(
        `/api/${ORG}/customers/:customerId/projects/:projectId/yard-vision-generation`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await act(() => queryClient.refetchQueries());
    const failed = queryClient
      .getQueryCache()
      .findAll({ type: 'active' })
      .filter((query) => query.state.status === 'error' && query.state.data !== undefined);
    // Both the project and its designs failed, each keeping what it had.
    expect(failed).toHaveLength(2);
    // (The failed answers reach the screen in a render of their own.)
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('heading', { level: 1, name: 'Natural Accent' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    const { router } = renderApp('/app/projects/p-1/present?slide=2');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/login?redirectTo=${encodeURIComponent('/app/projects/p-1/present?slide=2')}`,
      ),
    );
  });
});
