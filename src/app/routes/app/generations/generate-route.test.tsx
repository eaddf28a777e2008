import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '@/testing/mocks/server';
import { currentUrl, findDashboardHeading, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';
import {
  ORG,
  API_PATH,
  STORAGE,
  WIZARD,
  recordRequests,
  jsonOf,
  hold,
  setUpWizardTests,
  photo,
  openWizard,
  fileInput,
  chosenList,
  chosenNames,
  addPhotos,
  chooseStyle,
  generateButton,
  waitUntilUploaded,
  fakeAppClock,
  settle,
  advanceUntil,
  stepCard,
  catalogueStyle,
} from '@/testing/generate-wizard';

/*
 * The generate wizard (spec §2 'generate', §4, §5, §7): what it shows, when it uploads, what it
 * sends. Upload failures and retries: generate-upload.test.tsx; starting from a previous
 * generation: generate-from-previous.test.tsx.
 */

setUpWizardTests();

describe('/app/generations/generate: the form', () => {
  it('shows the title, Steps 1-5 and a disabled Generate Design button', async () => {
    await openWizard();
    expect(document.title).toBe('Generate New Landscape Design · YardVision');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Step 1: Your yard',
      'Step 2: Inspiration (optional)',
      'Step 3: Style',
      'Step 4: Weather and atmosphere',
      'Step 5: Variations (optional)',
    ]);
    expect(within(stepCard(5)).getByRole('radio', { name: 'No variations' })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Generate New Landscape Design' })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveAttribute('type', 'submit');
    expect(
      screen.getByText('Add at least one photo of your yard and choose a style.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Both pickers take several images (spec §5).
    for (const name of ['sourceImages', 'inspirationImages'] as const) {
      const input = fileInput(name);
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('multiple');
      expect(input.accept).toMatch(/^image\/\*/);
    }
    expect(within(stepCard(1)).getByRole('button', { name: 'Add photos of your yard' })).toBe(
      fileInput('sourceImages').parentElement,
    );
    expect(within(stepCard(2)).getByRole('button', { name: 'Add inspiration images' })).toBe(
      fileInput('inspirationImages').parentElement,
    );
    expect(within(stepCard(3)).getByRole('combobox', { name: 'Style category' })).toBeVisible();
  });

  it('starts with the default settings: spring, sunny, morning, calm', async () => {
    await openWizard();
    const step4 = within(stepCard(4));
    const expected = [
      ['Season', 'season', 'spring', ['Spring', 'Summer', 'Fall', 'Winter']],
      ['Weather', 'weather', 'sunny', ['Sunny', 'Cloudy', 'Rainy', 'Misty/Foggy', 'Snowy']],
      ['Time of day', 'timeOfDay', 'morning', ['Dawn', 'Morning', 'Afternoon', 'Dusk', 'Night']],
      [
        'Atmospheric effect',
        'atmosphericEffect',
        'calm',
        ['Golden Hour', 'Blue Hour', 'Stormy', 'Calm'],
      ],
    ] as const;
    for (const [label, name, value, options] of expected) {
      const select = step4.getByRole('combobox', { name: label });
      expect(select).toHaveAttribute('name', name);
      expect(select).toHaveValue(value);
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(options);
    }
    expect(step4.getByRole('option', { name: 'Misty/Foggy' })).toHaveValue('misty');
  });
});

// The app's timers run on a fake clock where a test shows that something is NOT sent: settle()
// moves it a second on (past the pause after typing a custom style) in no real time.
describe('/app/generations/generate: when the upload starts (spec §4, §5)', () => {
  it('stays disabled and uploads nothing with photos but no style', async () => {
    fakeAppClock();
    const requests = recordRequests();
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [photo('yard.jpg')]);
    expect(chosenNames('sources')).toEqual(['yard.jpg']);
    expect(screen.getByText('Choose a style to start uploading.')).toBeInTheDocument();
    await settle();
    expect(requests.creates()).toHaveLength(0);
    expect(requests.puts()).toHaveLength(0);
    expect(generateButton()).toBeDisabled();
  });

  it('stays disabled and uploads nothing with a style but no photos', async () => {
    fakeAppClock();
    const requests = recordRequests();
    const { user } = await openWizard();
    await chooseStyle(user);
    expect(screen.getByRole('radio', { name: 'Enhanced Existing' })).toBeChecked();
    await settle();
    expect(requests.creates()).toHaveLength(0);
    expect(generateButton()).toBeDisabled();
    expect(
      screen.getByText('Add at least one photo of your yard and choose a style.'),
    ).toBeInTheDocument();
  });

  it('uploads once photos and a style are chosen, showing Uploading Images... until done', async () => {
    fakeAppClock();
    const requests = recordRequests();
    const release = hold('put', STORAGE);
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [photo('yard.jpg')]);
    await chooseStyle(user);

    const uploadingButton = await screen.findByRole('button', { name: 'Uploading Images...' });
    expect(uploadingButton).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Generate Design' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.puts()).toHaveLength(1));
    expect(within(chosenList('sources')).getByRole('progressbar')).toHaveAccessibleName(
      'Uploading yard.jpg',
    );

    // The style and the settings may change meanwhile: no new upload starts.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'winter');
    await chooseStyle(user, 'Enhanced Privacy');
    await settle();
    expect(screen.getByRole('button', { name: 'Uploading Images...' })).toBeDisabled();

    release();
    await waitUntilUploaded();
    expect(within(chosenList('sources')).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('Photos uploaded. Ready when you are.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Weather' }), 'rainy');
    await chooseStyle(user, 'Enhanced Color');
    await settle();
    expect(requests.creates()).toHaveLength(1);
    expect(requests.puts()).toHaveLength(1);
    expect(requests.deletes()).toHaveLength(0);
    expect(generateButton()).toBeEnabled();
  });

  it('waits for a description when the style is Custom, then sends it trimmed', async () => {
    fakeAppClock();
    const requests = recordRequests();
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [photo('yard.jpg')]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style category' }), 'Custom');
    const description = screen.getByRole('textbox', { name: 'Describe your style' });
    expect(description).toHaveValue('');
    await settle();
    expect(requests.creates()).toHaveLength(0);
    expect(generateButton()).toBeDisabled();

    // Blanks are no description.
    await user.type(description, '   ');
    await settle();
    expect(requests.creates()).toHaveLength(0);
    expect(generateButton()).toBeDisabled();

    // Pasted at once: the upload starts with the first character that is not blank.
    await user.paste('Lots of lavender ');
    await advanceUntil(() => expect(generateButton()).toBeEnabled());
    expect(requests.creates()).toHaveLength(1);
    expect(await jsonOf(requests.creates()[0])).toMatchObject({
      style: { name: 'Custom Style', description: 'Lots of lavender' },
    });

    await user.click(generateButton());
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(await jsonOf(requests.generates()[0])).toEqual({
      style: { name: 'Custom Style', description: 'Lots of lavender' },
      settings: {
        season: 'spring',
        weather: 'sunny',
        timeOfDay: 'morning',
        atmosphericEffect: 'calm',
      },
    });
  });
});

describe('/app/generations/generate: the calls (spec §7)', () => {
  it('creates the record, PUTs sources then inspirations, starts generating and opens the design', async () => {
    const requests = recordRequests();
    const { user, router } = await openWizard();
    // More source files than are sent at once, so sources and inspirations could overlap.
    await addPhotos(user, 'sources', [
      photo('front.jpg'),
      photo('back.png', 'image/png'),
      photo('side.jpeg'),
      photo('path.webp', 'image/webp'),
    ]);
    await addPhotos(user, 'inspirations', [photo('idea-a.jpg'), photo('idea-b.png', 'image/png')]);
    expect(chosenNames('sources')).toEqual(['front.jpg', 'back.png', 'side.jpeg', 'path.webp']);
    expect(chosenNames('inspirations')).toEqual(['idea-a.jpg', 'idea-b.png']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Style category' }), 'Natural');
    await chooseStyle(user, 'Natural Meadow');
    await waitUntilUploaded();

    const style = catalogueStyle('Natural Meadow');
    expect(requests.creates()).toHaveLength(1);
    const create = requests.creates()[0];
    expect(create.headers.get('Authorization')).toMatch(/^Bearer \S+$/);
    expect(create.headers.get('Content-Type')).toBe('application/json');
    expect(await jsonOf(create)).toEqual({
      style: { name: style.name, description: style.description },
      fileInfo: ['front.jpg', 'back.jpg', 'side.jpg', 'path.jpg'].map((name) => ({
        name,
        contentType: 'image/jpeg',
      })),
      inspirationFileInfo: ['idea-a.jpg', 'idea-b.jpg'].map((name) => ({
        name,
        contentType: 'image/jpeg',
      })),
    });

    expect(mockApi.organization(ORG).generations).toHaveLength(1);
    const [generation] = mockApi.organization(ORG).generations;
    const puts = requests.puts();
    const kinds = puts.map((put) => (put.url.pathname.includes('/source-') ? 'source' : 'idea'));
    expect(kinds).toEqual(['source', 'source', 'source', 'source', 'idea', 'idea']);
    expect(new Set(puts.map((put) => put.url.href)).size).toBe(6);
    for (const put of puts) {
      expect(put.url.pathname).toContain(`/demo-storage/${ORG}/${generation.sk}/`);
      expect(put.url.searchParams.get('X-Amz-Signature')).toBeTruthy();
      expect(put.headers.get('Content-Type')).toBe('image/jpeg');
      expect(put.headers.has('Authorization')).toBe(false);
      expect([...new Uint8Array(await put.body).slice(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    }
    expect(generation.sources.every((slot) => slot.uploaded)).toBe(true);
    expect(generation.inspirations.every((slot) => slot.uploaded)).toBe(true);

    for (const [label, value] of [
      ['Season', 'summer'],
      ['Weather', 'misty'],
      ['Time of day', 'dusk'],
      ['Atmospheric effect', 'golden-hour'],
    ] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: label }), value);
    }
    // A style chosen after the upload is the one generated.
    await chooseStyle(user, 'Natural Woodland');
    await user.click(generateButton());

    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);
    expect(requests.generates()).toHaveLength(1);
    const start = requests.generates()[0];
    expect(start.url.pathname).toBe(`${API_PATH}/${generation.sk}/generate`);
    expect(start.headers.get('Authorization')).toMatch(/^Bearer \S+$/);
    const woodland = catalogueStyle('Natural Woodland');
    expect(await jsonOf(start)).toEqual({
      style: { name: woodland.name, description: woodland.description },
      settings: {
        season: 'summer',
        weather: 'misty',
        timeOfDay: 'dusk',
        atmosphericEffect: 'golden-hour',
      },
    });
    expect(generation.currentStep).toBe('generating');
  });

  it("says 'Starting generation...' in place of the form while generation starts", async () => {
    const requests = recordRequests();
    const release = hold('post', `${API_PATH}/:id/generate`);
    const { user, router } = await openWizard();
    await addPhotos(user, 'sources', [photo('yard.jpg')]);
    await chooseStyle(user);
    await waitUntilUploaded();
    await user.click(generateButton());

    expect(await screen.findByText('Starting generation...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Starting generation...');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText(/inspiration image\(s\)/)).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe(WIZARD);
    expect(requests.generates()).toHaveLength(1);

    release();
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(screen.queryByText('Starting generation...')).not.toBeInTheDocument();
  });

  it('names the number of inspiration images while generation starts', async () => {
    const release = hold('post', `${API_PATH}/:id/generate`);
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [photo('yard.jpg')]);
    await addPhotos(user, 'inspirations', [photo('idea-1.jpg'), photo('idea-2.jpg')]);
    await chooseStyle(user);
    await waitUntilUploaded();
    await user.click(generateButton());

    expect(
      await screen.findByText('Uploading 2 inspiration image(s) and starting generation...'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText('Starting generation...')).not.toBeInTheDocument();

    release();
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
  });
});

describe('/app/generations/generate: picking photos', () => {
  it('lists files that are no image or empty by name next to Step 1 and keeps the good ones', async () => {
    const requests = recordRequests();
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [
      new File(['hello'], 'notes.jpg', { type: 'image/jpeg' }),
      photo('yard.jpg'),
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
    ]);

    const step1 = within(stepCard(1));
    expect(step1.getByText('"notes.jpg" is not an image.')).toBeInTheDocument();
    expect(step1.getByText('"empty.jpg" is empty.')).toBeInTheDocument();
    expect(within(stepCard(2)).queryByText(/is not an image|is empty/)).not.toBeInTheDocument();
    expect(chosenNames('sources')).toEqual(['yard.jpg']);
    expect(step1.getByRole('button', { name: 'Remove yard.jpg' })).toBeInTheDocument();
    expect(step1.queryByRole('button', { name: 'Remove notes.jpg' })).not.toBeInTheDocument();

    // Only the good photo is uploaded.
    await chooseStyle(user);
    await waitUntilUploaded();
    expect(await jsonOf(requests.creates()[0])).toMatchObject({
      fileInfo: [{ name: 'yard.jpg', contentType: 'image/jpeg' }],
      inspirationFileInfo: [],
    });
  });

  it('removes an inspiration image with its × button', async () => {
    const { user } = await openWizard();
    await addPhotos(user, 'inspirations', [photo('idea-1.jpg'), photo('idea-2.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove idea-1.jpg' }));
    expect(chosenNames('inspirations')).toEqual(['idea-2.jpg']);
    // Focus stays in the step, on its drop zone, not lost to the page.
    expect(screen.getByRole('button', { name: 'Add inspiration images' })).toHaveFocus();
  });
});

describe('/app/generations/generate: leaving mid-upload', () => {
  it('asks before leaving while photos upload: Stay keeps the wizard, Leave goes', async () => {
    hold('put', STORAGE);
    const { user, router } = await openWizard();
    await addPhotos(user, 'sources', [photo('yard.jpg')]);
    await chooseStyle(user);
    await screen.findByRole('button', { name: 'Uploading Images...' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave while uploading?' });
    expect(dialog).toHaveTextContent('Your photos are still uploading.');

    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe(WIZARD);
    expect(screen.getByRole('button', { name: 'Uploading Images...' })).toBeInTheDocument();
    expect(chosenNames('sources')).toEqual(['yard.jpg']);

    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave while uploading?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard');
  });

  it('leaves without asking once the upload is done', async () => {
    const { user, router } = await openWizard();
    await addPhotos(user, 'sources', [photo('yard.jpg')]);
    await chooseStyle(user);
    await waitUntilUploaded();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('/app/generations/generate: a design for a project', () => {
  it("ties the design to the project that 'Create a design' came from", async () => {
    const org = TEST_USER.organizationRef;
    const customer = await mockApi.addCustomer(org, {
      name: 'Maria',
      email: '',
      phone: '',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '' },
    });
    const project = await mockApi.addProject(org, {
      name: 'Patio',
      description: '',
      customerRef: customer.customerId,
      address1: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
    });
    const requests = recordRequests();
    const view = renderApp('/app/generations', { session: true });
    await screen.findByRole('heading', { level: 1, name: 'YardVision' });
    await view.router.navigate(WIZARD, {
      state: {
        forProject: { projectRef: project.sk, customerRef: customer.customerId, name: 'Patio' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Generate New Landscape Design' });
    expect(screen.getByText('Patio')).toBeInTheDocument();

    await addPhotos(view.user, 'sources', [photo('yard.jpg')]);
    await chooseStyle(view.user);
    await waitFor(() => expect(requests.creates()).toHaveLength(1));
    expect(await jsonOf(requests.creates()[0])).toMatchObject({
      projectRef: project.sk,
      customerRef: customer.customerId,
    });
    await waitUntilUploaded();
    expect(mockApi.organization(org).generations[0]?.projectRef).toBe(project.sk);
  });
});
