import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  DESIGN_NOTE_MAX_LENGTH,
  presentationPlanKey,
  readPresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { advanceUntil, fakeAppClock } from '@/testing/app-clock';
import { seedMariasProject, seedProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

// Each test renders the whole app against the mock API; a busy machine needs more time.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;
const KEPT_IN_BROWSER =
  'Your choice, order and notes are kept in this browser for you only; they are not saved to your account.';

/** A project of Maria's with three finished designs (oldest first) and one of each other kind. */
async function seedProjectWithDesigns() {
  const { project, of } = await seedMariasProject();
  const natural = await seedGeneration({
    ...of,
    style: { name: 'Natural Accent' },
    createdAt: '2026-05-01T10:00:00.000Z',
  });
  const modern = await seedGeneration({
    ...of,
    style: { name: 'Gentle Modern' },
    createdAt: '2026-05-02T10:00:00.000Z',
  });
  const cottage = await seedGeneration({
    ...of,
    style: { name: 'English Cottage' },
    createdAt: '2026-05-03T10:00:00.000Z',
  });
  await seedGeneration({
    ...of,
    style: { name: 'Desert Oasis' },
    currentStep: 'failed',
    failureReason: 'The picture could not be made',
    createdAt: '2026-05-04T10:00:00.000Z',
  });
  await seedGeneration({
    ...of,
    style: { name: 'Zen Garden' },
    currentStep: 'generating',
    createdAt: '2026-05-05T10:00:00.000Z',
  });
  return { project, natural, modern, cottage };
}

async function openProject(ref: string) {
  const view = renderApp(`/app/projects/${ref}`, { session: true });
  await screen.findByRole('heading', { level: 2, name: 'Presentation' });
  return view;
}

function storedPlan(projectRef: string) {
  return readPresentationPlan(presentationPlanKey(OWNER, projectRef));
}

/** The chosen designs as the list shows them: '1. Natural Accent', ... */
function order() {
  const list = screen.getByRole('list', { name: 'Order of the presentation' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const [, number = '', label = ''] = /^(\d+\.)(.+?)Move up/.exec(item.textContent) ?? [];
      return `${number} ${label}`;
    });
}

function choice(name: string) {
  return screen.getByRole('checkbox', { name });
}

describe('/app/projects/:projectRef presentation', () => {
  it('ticks finished designs into a numbered order, kept in this browser, with Present', async () => {
    const { project, natural, cottage } = await seedProjectWithDesigns();
    const { user } = await openProject(project.sk);

    expect(screen.getByText(KEPT_IN_BROWSER)).toBeInTheDocument();
    const present = screen.getByRole('button', { name: 'Present' });
    expect(present).toBeDisabled();
    expect(present).toHaveAccessibleDescription('Choose at least one design to present.');
    expect(screen.queryByRole('list', { name: 'Order of the presentation' })).toBeNull();

    // Not finished: shown, not available, with the reason.
    expect(choice('Desert Oasis')).toBeDisabled();
    expect(choice('Desert Oasis')).toHaveAccessibleDescription('Not available: it failed.');
    expect(choice('Zen Garden')).toBeDisabled();
    expect(choice('Zen Garden')).toHaveAccessibleDescription('Not available: still being made.');
    expect(choice('Natural Accent')).toBeEnabled();

    await user.click(choice('Natural Accent'));
    // The label ticks it too.
    await user.click(screen.getByText('English Cottage', { selector: 'label' }));
    expect(choice('Natural Accent')).toBeChecked();
    expect(choice('English Cottage')).toBeChecked();
    expect(choice('Gentle Modern')).not.toBeChecked();

    expect(order()).toEqual(['1. Natural Accent', '2. English Cottage']);
    expect(storedPlan(project.sk).refs).toEqual([natural.sk, cottage.sk]);
    expect(screen.getByRole('link', { name: 'Present' })).toHaveAttribute(
      'href',
      `/app/projects/${project.sk}/present`,
    );

    await user.click(choice('Natural Accent'));
    expect(order()).toEqual(['1. English Cottage']);
    expect(storedPlan(project.sk).refs).toEqual([cottage.sk]);
  });

  it("chooses the proposal's language, kept with the plan: the print is in it, the card in the app's", async () => {
    // The print document in the new language may come only once the page is idle (when Print
    // was asked for before that language had loaded): on a fake clock, moved there.
    fakeAppClock();
    const { project, natural } = await seedProjectWithDesigns();
    const { user } = await openProject(project.sk);
    await user.click(choice('Natural Accent'));

    const language = screen.getByRole('combobox', { name: 'Proposal language' });
    expect(language).toHaveAttribute('name', 'proposalLanguage');
    expect(language).toHaveValue('en');
    expect(storedPlan(project.sk).language).toBeUndefined();
    await user.selectOptions(language, 'Español');
    expect(storedPlan(project.sk)).toMatchObject({ refs: [natural.sk], language: 'es' });

    // The card stays in the app's language; what is printed is the customer's.
    expect(screen.getByRole('button', { name: 'Download proposal (PDF)' })).toBeInTheDocument();
    fireEvent(window, new Event('beforeprint'));
    const printed = await advanceUntil(() => {
      const found = document.querySelector<HTMLElement>('[data-slot="proposal-print"]');
      if (found?.getAttribute('lang') !== 'es') throw new Error('No print document in Spanish');
      return found;
    });
    expect(
      within(printed).getByRole('region', { name: 'Diseño 1 de 1', hidden: true }),
    ).toHaveTextContent('Toque natural');
    // Its day too, as Spanish writes it ('25 de noviembre de 2026'), though the app is English.
    const cover = within(printed).getByRole('region', { name: 'Portada', hidden: true });
    expect(cover).toHaveTextContent(
      /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/,
    );
    expect(cover).not.toHaveTextContent(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d/,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download proposal (PDF)' })).toBeEnabled(),
    );
  });

  it('reorders with Move up and Move down, keeping the focus on the moved design', async () => {
    const { project, natural, modern, cottage } = await seedProjectWithDesigns();
    const { user } = await openProject(project.sk);
    await user.click(choice('Natural Accent'));
    await user.click(choice('Gentle Modern'));
    await user.click(choice('English Cottage'));

    expect(screen.getByRole('button', { name: 'Move up: Natural Accent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: English Cottage' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up: English Cottage' }));
    expect(order()).toEqual(['1. Natural Accent', '2. English Cottage', '3. Gentle Modern']);
    expect(screen.getByRole('button', { name: 'Move up: English Cottage' })).toHaveFocus();
    expect(screen.getByText('English Cottage moved to number 2 of 3.')).toBeInTheDocument();

    // At the top, the button that moved it is disabled: the focus goes to its other button.
    await user.keyboard('{Enter}');
    expect(storedPlan(project.sk).refs).toEqual([cottage.sk, natural.sk, modern.sk]);
    expect(screen.getByRole('button', { name: 'Move up: English Cottage' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: English Cottage' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move down: Natural Accent' }));
    expect(storedPlan(project.sk).refs).toEqual([cottage.sk, modern.sk, natural.sk]);
    expect(screen.getByRole('button', { name: 'Move up: Natural Accent' })).toHaveFocus();
  });

  it('keeps notes and the proposal note as they are typed, across a reload', async () => {
    const { project, natural, modern } = await seedProjectWithDesigns();
    const first = await openProject(project.sk);
    await first.user.click(choice('Natural Accent'));
    await first.user.click(choice('Gentle Modern'));

    const note = screen.getByRole('textbox', {
      name: 'Note for the customer about Natural Accent',
    });
    expect(note).toHaveAttribute('name', `notes.${natural.sk}`);
    expect(note).toHaveAttribute('maxlength', String(DESIGN_NOTE_MAX_LENGTH));
    await first.user.type(note, 'Native grasses, little water');
    expect(note).toHaveValue('Native grasses, little water');
    expect(note).toHaveFocus();
    const proposal = screen.getByRole('textbox', { name: 'Proposal note' });
    expect(proposal).toHaveAttribute('name', 'proposalNote');
    await first.user.type(proposal, 'Two ideas for the front yard.');
    expect(storedPlan(project.sk)).toEqual({
      refs: [natural.sk, modern.sk],
      notes: { [natural.sk]: 'Native grasses, little water' },
      proposalNote: 'Two ideas for the front yard.',
    });
    first.unmount();

    await openProject(project.sk);
    expect(choice('Natural Accent')).toBeChecked();
    expect(choice('Gentle Modern')).toBeChecked();
    expect(
      screen.getByRole('textbox', { name: 'Note for the customer about Natural Accent' }),
    ).toHaveValue('Native grasses, little water');
    expect(
      screen.getByRole('textbox', { name: 'Note for the customer about Gentle Modern' }),
    ).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Proposal note' })).toHaveValue(
      'Two ideas for the front yard.',
    );
  });

  it('keeps spaces typed into an empty note, and counts the characters left near the end', async () => {
    const { project } = await seedProjectWithDesigns();
    const { user } = await openProject(project.sk);
    await user.click(choice('Natural Accent'));
    const note = screen.getByRole('textbox', {
      name: 'Note for the customer about Natural Accent',
    });
    await user.type(note, '  Shade');
    expect(note).toHaveValue('  Shade');
    expect(note).not.toHaveAccessibleDescription(/characters left/);

    fireEvent.change(note, { target: { value: 'x'.repeat(DESIGN_NOTE_MAX_LENGTH - 10) } });
    expect(note).toHaveAccessibleDescription('10 characters left');
  });

  it('says when the browser does not keep the choice', async () => {
    const { project } = await seedProjectWithDesigns();
    const { user } = await openProject(project.sk);
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(choice('Natural Accent'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your browser did not keep this choice',
      );
      // The page still shows the choice while it is open.
      expect(choice('Natural Accent')).toBeChecked();
    } finally {
      setItem.mockRestore();
    }
    await user.click(choice('Gentle Modern'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says there is nothing to present yet when no design is finished', async () => {
    const { project, of } = await seedMariasProject({ project: { name: 'Back yard' } });
    await seedGeneration({ ...of, style: { name: 'Zen Garden' }, currentStep: 'generating' });
    await openProject(project.sk);
    expect(screen.getByRole('button', { name: 'Present' })).toHaveAccessibleDescription(
      'No finished design to present yet.',
    );
  });

  it('has no presentation for a project without a customer', async () => {
    const project = await seedProject({ name: 'Unassigned' });
    renderApp(`/app/projects/${project.sk}`, { session: true });
    expect(
      await screen.findByText('Choose a customer for this project to see its designs.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Presentation' })).toBeNull();
  });
});
