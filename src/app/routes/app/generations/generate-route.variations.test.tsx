import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { compareGenerationsPath } from '@/config/paths';
import {
  API_PATH,
  ORG,
  addPhotos,
  catalogueStyle,
  chooseStyle,
  jsonOf,
  openWizard,
  photo,
  recordRequests,
  setUpWizardTests,
  stepCard,
  waitUntilUploaded,
} from '@/testing/generate-wizard';
import { mockApi } from '@/testing/mocks/server';
import { countingPhotoPreparer } from '@/testing/stub-photo-preparer';
import { currentUrl } from '@/testing/test-utils';

/*
 * Variations in one go from the generate wizard (Step 5): the photos uploaded for the design are
 * the first variant's; each other variant gets its own record with the same prepared bytes.
 */

setUpWizardTests({ waitMs: 5000, testMs: 20_000 });

describe('/app/generations/generate: variations', () => {
  it('makes 3 seasonal variants over 2 photos: 3 creates, 6 PUTs of the photos prepared once, 3 starts, then the compare studio', async () => {
    const sent = recordRequests();
    const preparer = countingPhotoPreparer();
    const { user, router } = await openWizard({ photoPreparer: preparer });
    // Different bytes for each photo, to follow each one into every record.
    const front = new File(
      [await photo('front.jpg').arrayBuffer(), new Uint8Array([1])],
      'front.jpg',
      {
        type: 'image/jpeg',
      },
    );
    const back = new File(
      [await photo('back.jpg').arrayBuffer(), new Uint8Array([2, 2])],
      'back.jpg',
      {
        type: 'image/jpeg',
      },
    );
    await addPhotos(user, 'sources', [front, back]);
    await chooseStyle(user, 'Enhanced Existing');
    await waitUntilUploaded();

    const step = within(stepCard(5));
    await user.click(step.getByRole('radio', { name: 'Seasons' }));
    // Spring is the wizard's season: the other three are ticked to begin with.
    expect(step.getByRole('checkbox', { name: 'Spring' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/generations/compare'));
    // Each photo was prepared once, not once per variant.
    expect(preparer.calls).toBe(2);
    const records = mockApi.organization(ORG).generations.map((generation) => generation.sk);
    expect(records).toHaveLength(3);
    const creates = sent.creates();
    expect(creates).toHaveLength(3);
    const style = catalogueStyle('Enhanced Existing');
    for (const create of creates) {
      expect(await jsonOf(create)).toEqual({
        style,
        fileInfo: [
          { name: 'front.jpg', contentType: 'image/jpeg' },
          { name: 'back.jpg', contentType: 'image/jpeg' },
        ],
        inspirationFileInfo: [],
      });
    }
    const puts = sent.puts();
    expect(puts).toHaveLength(6);
    const frontBytes = new Uint8Array(await front.arrayBuffer());
    const backBytes = new Uint8Array(await back.arrayBuffer());
    for (const record of records) {
      const mine = puts.filter((put) => put.url.pathname.split('/')[3] === record);
      const bodies = await Promise.all(mine.map(async (put) => new Uint8Array(await put.body)));
      expect(bodies).toHaveLength(2);
      expect(bodies).toContainEqual(frontBytes);
      expect(bodies).toContainEqual(backBytes);
    }
    const generates = sent.generates();
    expect(generates).toHaveLength(3);
    const started = generates.map((request) => request.url.pathname.split('/')[4]);
    expect(new Set(started)).toEqual(new Set(records));
    // The first variant is the record the wizard uploaded the photos to.
    expect(generates[0]?.url.pathname).toBe(`${API_PATH}/${records[0] ?? ''}/generate`);
    expect(await Promise.all(generates.map(jsonOf))).toEqual(
      ['summer', 'fall', 'winter'].map((season) => ({
        style,
        settings: { season, weather: 'sunny', timeOfDay: 'morning', atmosphericEffect: 'calm' },
      })),
    );
    expect(currentUrl(router)).toBe(compareGenerationsPath(started));
  });

  it('needs at least 2 values, says so under them, and sends nothing more', async () => {
    const sent = recordRequests();
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [photo('front.jpg')]);
    await chooseStyle(user, 'Enhanced Existing');
    await waitUntilUploaded();
    const step = within(stepCard(5));
    await user.click(step.getByRole('radio', { name: 'Times of day' }));
    for (const time of ['Dawn', 'Afternoon', 'Dusk']) {
      await user.click(step.getByRole('checkbox', { name: time }));
    }
    await user.click(screen.getByRole('button', { name: 'Generate variations' }));
    expect(step.getByText('Choose at least 2 values to compare')).toBeVisible();
    expect(step.getByRole('checkbox', { name: 'Night' })).toHaveAccessibleDescription(
      /Choose at least 2 values to compare/,
    );
    expect(sent.creates()).toHaveLength(1);
    expect(sent.generates()).toHaveLength(0);

    // Back to one design: the usual button again.
    await user.click(step.getByRole('radio', { name: 'No variations' }));
    expect(screen.getByRole('button', { name: 'Generate Design' })).toBeEnabled();
  });
});
