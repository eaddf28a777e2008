import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { PricingCard } from '@/features/approval/pricing/pricing-card';
import type { PricingDesign } from '@/features/approval/pricing/pricing-design';
import { pricingFormValues } from '@/features/approval/pricing/pricing-form';
import {
  readPricing,
  readSettings,
  writePricing,
  writeSettings,
} from '@/features/approval/store/approval-store';
import { emptyPricing, withOption } from '@/features/approval/model/priced-proposal';
import { SAVE_DELAY_MS } from '@/features/approval/pricing/use-pricing-form';
import { draftKey } from '@/lib/form-drafts';
import { activateLocale } from '@/lib/i18n/catalogs';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { fakeAppClock, passTime } from '@/testing/app-clock';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { WithI18n } from '@/testing/i18n';
import { createTestToken, TEST_USER } from '@/testing/tokens';

// Typing waits for the card to keep what was typed (a pause of 400 ms) many times over.
vi.setConfig({ testTimeout: 20_000 });

const OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;
const PROJECT = 'project-front-yard';

const NATURAL: PricingDesign = {
  ref: 'design-natural',
  styleName: 'Natural Accent',
  pictureUrl: 'https://storage.example.test/results/natural.jpg',
};
const MODERN: PricingDesign = {
  ref: 'design-modern',
  styleName: 'Gentle Modern',
  pictureUrl: 'https://storage.example.test/results/modern.jpg',
};

const SAVED = 'Saved on this device.';
const NOT_SAVED = 'Not saved: correct the marked fields.';

/**
 * Renders the card as the project page does, signed in, over a fresh device store (this test's
 * own IndexedDB). `reload` renders it again from what the device kept, as after a page reload.
 */
function renderCard(designs: PricingDesign[], projectRef = PROJECT) {
  localStorage.setItem(TOKEN_STORAGE_KEY, createTestToken());
  // The clock runs, and `typingPaused` moves it past the pause after typing: no waiting it out.
  if (!vi.isFakeTimers()) fakeAppClock();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const card = (client: QueryClient, shown: PricingDesign[]) => (
    <QueryClientProvider client={client}>
      <WithI18n>
        <PricingCard projectRef={projectRef} designs={shown} />
      </WithI18n>
    </QueryClientProvider>
  );
  const newClient = () =>
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = newClient();
  const view = render(card(client, designs));
  // What a reload shows, in place of the card before it (the only card on the page).
  let current = view;
  return {
    user,
    unmount: () => current.unmount(),
    /** The route passes other designs (one chosen or unchosen above). */
    showDesigns: (shown: PricingDesign[]) => view.rerender(card(client, shown)),
    reload: () => {
      current.unmount();
      current = render(card(newClient(), designs));
      return current;
    },
  };
}

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

async function findField(name: string) {
  return screen.findByRole('textbox', { name });
}

/** A field by its `name`, whatever the language of its label. */
function named(name: string) {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`No field ${name}`);
  return found;
}

async function findNamed(name: string) {
  return waitFor(() => named(name));
}

function status() {
  return screen.getByRole('status');
}

/** The pause after typing is over: the clock moved past it. */
async function typingPaused() {
  await passTime(SAVE_DELAY_MS);
}

/** The pause after typing is over and the status says `text`. */
async function settled(text = SAVED) {
  await typingPaused();
  await waitFor(() => expect(status()).toHaveTextContent(text));
}

function stored() {
  return readPricing(OWNER, PROJECT);
}

/** The browser's answer to `navigator.storage.persist()`, counted. */
function answerPersistence(granted: boolean) {
  const persist = vi.fn(() => Promise.resolve(granted));
  const storage = { persisted: () => Promise.resolve(false), persist };
  const before = Object.getOwnPropertyDescriptor(navigator, 'storage');
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  onTestFinished(() => {
    if (before) Object.defineProperty(navigator, 'storage', before);
    else Reflect.deleteProperty(navigator, 'storage');
  });
  return persist;
}

describe('PricingCard', () => {
  it('asks for designs to be chosen first, and shows no field until then', async () => {
    installFakeIndexedDb();
    renderCard([]);
    expect(screen.getByRole('heading', { name: 'Prices' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Price the designs you present. In presentation mode the customer chooses one, ticks add-ons and signs. Prices are kept on this device.',
      ),
    ).toBeInTheDocument();
    // The hint shows while the device's prices are read, and again (a new element) once they are.
    await waitFor(() =>
      expect(
        screen.getByText('Choose designs to present above, then price them here.'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps prices typed in English with what is included, and shows them again after a reload', async () => {
    installFakeIndexedDb();
    const view = renderCard([NATURAL, MODERN]);

    const price = await findField('Price of Natural Accent');
    expect(price).toHaveAttribute('name', `options.${NATURAL.ref}.price`);
    expect(price).toHaveAttribute('type', 'text');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(price).toHaveAttribute('autocomplete', 'off');
    const scope = field('What is included in Natural Accent');
    expect(scope).toHaveAttribute('name', `options.${NATURAL.ref}.scope`);
    expect(scope).toHaveAttribute('maxlength', '200');
    expect(scope).toHaveAttribute(
      'placeholder',
      'e.g. Sod, three maples, drip irrigation for the beds',
    );
    expect(
      screen.getByText('A design without a price is shown but cannot be chosen.'),
    ).toBeVisible();
    const pictures = within(screen.getByRole('list', { name: 'Options' })).getAllByRole(
      'presentation',
    );
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      NATURAL.pictureUrl,
      MODERN.pictureUrl,
    ]);
    expect(pictures[0]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]).toHaveAttribute('width', '64');

    await view.user.type(price, '1,250.50');
    await view.user.type(scope, 'Sod, three maples');
    await settled();
    expect(await stored()).toEqual({
      currency: 'USD',
      options: { [NATURAL.ref]: { priceCents: 125_050, scope: 'Sod, three maples' } },
      addOns: [],
      taxRate: 0,
      deposit: { kind: 'percent', rate: 0 },
    });

    view.reload();
    expect(await findField('Price of Natural Accent')).toHaveValue('1250.50');
    expect(field('What is included in Natural Accent')).toHaveValue('Sod, three maples');
    expect(field('Price of Gentle Modern')).toHaveValue('');
    expect(status()).toHaveTextContent(SAVED);
  });

  it('keeps what is included in a design without a price, and shows it again after a reload', async () => {
    installFakeIndexedDb();
    const view = renderCard([NATURAL, MODERN]);

    // Only a scope, nothing priced anywhere: still what the user typed, so it is kept.
    await view.user.type(
      await findField('What is included in Gentle Modern'),
      'Gravel garden, steel edging',
    );
    await settled();
    view.reload();
    expect(await findField('What is included in Gentle Modern')).toHaveValue(
      'Gravel garden, steel edging',
    );
    expect(field('Price of Gentle Modern')).toHaveValue('');
    expect(status()).toHaveTextContent(SAVED);

    // Beside a priced design, and after its price is taken away: kept alike.
    await view.user.type(field('Price of Natural Accent'), '900');
    await view.user.type(field('What is included in Natural Accent'), 'Sod, three maples');
    await settled();
    await view.user.clear(field('Price of Natural Accent'));
    await view.user.type(field('What is included in Gentle Modern'), ', pavers');
    await settled();
    view.reload();
    expect(await findField('What is included in Natural Accent')).toHaveValue('Sod, three maples');
    expect(field('Price of Natural Accent')).toHaveValue('');
    expect(field('What is included in Gentle Modern')).toHaveValue(
      'Gravel garden, steel edging, pavers',
    );
    expect(field('Price of Gentle Modern')).toHaveValue('');
    // A scope alone offers nothing to choose.
    expect((await stored())?.options).toEqual({});
  });

  it('reads and writes amounts in Spanish when the app is in Spanish', async () => {
    installFakeIndexedDb();
    await activateLocale('es', ['public', 'app']);
    const view = renderCard([NATURAL]);

    // The labels are in Spanish too (as translated): the fields are found by their names.
    await view.user.type(await findNamed(`options.${NATURAL.ref}.price`), '1.250,50');
    await view.user.type(named('taxRate'), '8,25');
    await typingPaused();
    await waitFor(async () =>
      expect(await stored()).toMatchObject({
        options: { [NATURAL.ref]: { priceCents: 125_050 } },
        taxRate: 825,
      }),
    );

    view.reload();
    expect(await findNamed(`options.${NATURAL.ref}.price`)).toHaveValue('1250,50');
    expect(named('taxRate')).toHaveValue('8,25');
  });

  it('writes the amounts again in the new language when the app changes language', async () => {
    installFakeIndexedDb();
    const { user } = renderCard([NATURAL]);
    const price = await findField('Price of Natural Accent');
    await user.type(price, '1,250.5');
    await user.type(field('Tax rate (%)'), '8.25');
    await settled();

    await act(() => activateLocale('es', ['public', 'app']));
    expect(price).toHaveValue('1250,50');
    expect(named('taxRate')).toHaveValue('8,25');
    // What is typed from then on is read in Spanish.
    await user.clear(price);
    await user.type(price, '2.400,75');
    await typingPaused();
    await waitFor(async () =>
      expect(await stored()).toMatchObject({
        options: { [NATURAL.ref]: { priceCents: 240_075 } },
        taxRate: 825,
      }),
    );
  });

  it('marks a price that does not read next to it, keeps the text, and keeps the last valid price meanwhile', async () => {
    installFakeIndexedDb();
    const { user } = renderCard([NATURAL, MODERN]);
    const price = await findField('Price of Natural Accent');
    await user.type(price, '900');
    await settled();

    await user.clear(price);
    await user.type(price, '12,5,0');
    await settled(NOT_SAVED);
    expect(price).toHaveValue('12,5,0');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      'Enter a price, like 1,250.00. Until it is corrected, the proposal keeps the last valid price: $900.00.',
    );
    expect((await stored())?.options[NATURAL.ref]?.priceCents).toBe(90_000);

    // A design never priced keeps none meanwhile: it cannot be chosen.
    const other = field('Price of Gentle Modern');
    await user.type(other, '-5');
    await typingPaused();
    await waitFor(() =>
      expect(other).toHaveAccessibleDescription(
        'A price cannot be negative. Until it is corrected, this design has no price and cannot be chosen.',
      ),
    );
    expect((await stored())?.options).not.toHaveProperty(MODERN.ref);

    for (const [typed, message] of [
      ['12.345', 'Use at most 2 decimals.'],
      ['100000000.01', 'That price is too large.'],
    ] as const) {
      await user.clear(other);
      await user.type(other, typed);
      await typingPaused();
      await waitFor(() => expect(other).toHaveAccessibleDescription(new RegExp(`^${message}`)));
      expect(other).toHaveValue(typed);
    }

    // Corrected: no message, and kept.
    await user.clear(price);
    await user.type(price, '1,250');
    await user.clear(other);
    await user.type(other, '2400');
    await settled();
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(price).not.toHaveAccessibleDescription();
    expect((await stored())?.options).toEqual({
      [NATURAL.ref]: { priceCents: 125_000, scope: '' },
      [MODERN.ref]: { priceCents: 240_000, scope: '' },
    });

    // An emptied price is no option, and no mistake.
    await user.clear(other);
    await settled();
    expect(other).not.toHaveAttribute('aria-invalid');
    expect((await stored())?.options).not.toHaveProperty(MODERN.ref);
  });

  it('brings a price that does not read back after a reload, as typed and marked, until it is corrected', async () => {
    installFakeIndexedDb();
    const view = renderCard([NATURAL, MODERN]);
    await view.user.type(await findField('Price of Natural Accent'), '900');
    await settled();
    const price = field('Price of Natural Accent');
    await view.user.clear(price);
    await view.user.type(price, '12,5,0');
    await view.user.type(field('Price of Gentle Modern'), '2400');
    await settled(NOT_SAVED);

    const reloaded = view.reload();
    const again = await findField('Price of Natural Accent');
    expect(again).toHaveValue('12,5,0');
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(again).toHaveAccessibleDescription(
      'Enter a price, like 1,250.00. Until it is corrected, the proposal keeps the last valid price: $900.00.',
    );
    expect(field('Price of Gentle Modern')).toHaveValue('2400');
    expect(status()).toHaveTextContent(NOT_SAVED);

    // Corrected: kept, and a reload shows the kept proposal.
    await view.user.clear(again);
    await view.user.type(again, '1250');
    await settled();
    expect((await stored())?.options[NATURAL.ref]?.priceCents).toBe(125_000);
    reloaded.unmount();
    renderCard([NATURAL, MODERN]);
    expect(await findField('Price of Natural Accent')).toHaveValue('1250.00');
    await settled();
  });

  it('keeps what was typed just before a reload, and leaves a draft typed over an older proposal', async () => {
    installFakeIndexedDb();
    const view = renderCard([NATURAL]);
    await view.user.type(await findField('Price of Natural Accent'), '7,7,7');
    await settled(NOT_SAVED);
    // Another tab kept a price since: newer than what this one had typed over.
    await writePricing(
      OWNER,
      PROJECT,
      withOption(emptyPricing(), NATURAL.ref, { priceCents: 50_000, scope: '' }),
    );
    const reloaded = view.reload();
    expect(await findField('Price of Natural Accent')).toHaveValue('500.00');
    await settled();

    // A page that went away within the pause after typing (no time to read it) left only its
    // draft: what reads of it is kept when the card opens again.
    const kept = await stored();
    reloaded.unmount();
    const draft = {
      values: {
        ...pricingFormValues(emptyPricing(), 'en'),
        options: { [NATURAL.ref]: { price: '640', scope: '' } },
      },
      over: [kept],
    };
    sessionStorage.setItem(draftKey(OWNER, `pricing:${PROJECT}`), JSON.stringify(draft));
    renderCard([NATURAL]);
    expect(await findField('Price of Natural Accent')).toHaveValue('640');
    await settled();
    expect((await stored())?.options[NATURAL.ref]?.priceCents).toBe(64_000);
  });

  it('adds an add-on from the price list with the keyboard, and one typed by hand', async () => {
    installFakeIndexedDb();
    await writeSettings(OWNER, {
      currency: 'USD',
      priceList: [
        { name: 'Mulch refresh', priceCents: 45_000 },
        { name: 'Landscape lighting', priceCents: 180_000 },
      ],
    });
    const { user } = renderCard([NATURAL]);
    await user.type(await findField('Price of Natural Accent'), '9000');

    const fromList = screen.getByRole('button', { name: 'Add from price list' });
    fromList.focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('combobox', { name: 'Search the price list' });
    expect(search).toHaveFocus();
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mulch refresh$450.00', 'Landscape lighting$1,800.00']);
    await user.keyboard('light');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(field('Name of add-on 1')).toHaveValue('Landscape lighting');
    expect(field('Name of add-on 1')).toHaveAttribute('name', 'addOns.0.name');
    expect(field('Price of add-on 1')).toHaveValue('1800.00');
    expect(field('Price of add-on 1')).toHaveAttribute('name', 'addOns.0.price');
    await settled();
    expect((await stored())?.addOns).toEqual([
      { id: expect.any(String) as string, name: 'Landscape lighting', priceCents: 180_000 },
    ]);

    // One by hand: its name is asked for.
    await user.click(screen.getByRole('button', { name: 'Add an add-on' }));
    expect(field('Name of add-on 2')).toHaveFocus();
    await user.type(field('Price of add-on 2'), '75');
    await settled(NOT_SAVED);
    expect(field('Name of add-on 2')).toHaveAccessibleDescription(
      'Give the add-on a name. Until it is corrected, this add-on is left out.',
    );
    expect(screen.getByRole('button', { name: 'Remove add-on 2' })).toBeInTheDocument();
    await user.type(field('Name of add-on 2'), 'Edging');
    await user.tab();
    await settled();
    expect(screen.getByRole('button', { name: 'Remove Edging' })).toBeInTheDocument();
    expect((await stored())?.addOns.map(({ name, priceCents }) => ({ name, priceCents }))).toEqual([
      { name: 'Landscape lighting', priceCents: 180_000 },
      { name: 'Edging', priceCents: 7_500 },
    ]);

    // The add-ons used go to the top of the price list.
    await waitFor(async () =>
      expect((await readSettings(OWNER)).priceList).toEqual([
        { name: 'Landscape lighting', priceCents: 180_000 },
        { name: 'Edging', priceCents: 7_500 },
        { name: 'Mulch refresh', priceCents: 45_000 },
      ]),
    );

    // An add-on in the proposal cannot be picked twice.
    await user.click(fromList);
    expect(await screen.findByRole('option', { name: /Landscape lighting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fromList).toHaveFocus());

    // Removed: the focus goes to the next row.
    await user.click(screen.getByRole('button', { name: 'Remove Landscape lighting' }));
    expect(field('Name of add-on 1')).toHaveValue('Edging');
    expect(field('Name of add-on 1')).toHaveFocus();
    await settled();
    expect((await stored())?.addOns.map((addOn) => addOn.name)).toEqual(['Edging']);
  });

  it('keeps the tax rate and the deposit, as a percentage or an amount', async () => {
    installFakeIndexedDb();
    const view = renderCard([NATURAL]);
    await view.user.type(await findField('Price of Natural Accent'), '10000');

    const tax = field('Tax rate (%)');
    expect(tax).toHaveAttribute('name', 'taxRate');
    expect(tax).toHaveAttribute('inputmode', 'decimal');
    expect(tax).toHaveAccessibleDescription(
      'Tax is applied once, on the subtotal (option plus ticked add-ons), rounded to the nearest cent.',
    );
    await view.user.type(tax, '8.25');
    await settled();
    expect((await stored())?.taxRate).toBe(825);

    await view.user.clear(tax);
    await view.user.type(tax, '150');
    await settled(NOT_SAVED);
    expect(tax).toHaveAccessibleDescription(/^Enter a rate from 0 to 100\./);
    expect((await stored())?.taxRate).toBe(825);
    await view.user.clear(tax);
    await view.user.type(tax, '7');
    await settled();

    const deposit = field('Deposit');
    expect(deposit).toHaveAttribute('name', 'deposit');
    expect(screen.getByRole('radiogroup', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Percent of the total' })).toBeChecked();
    await view.user.type(deposit, '30');
    await settled();
    expect((await stored())?.deposit).toEqual({ kind: 'percent', rate: 3_000 });

    await view.user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    await view.user.clear(deposit);
    await view.user.type(deposit, '500');
    await settled();
    expect(await stored()).toMatchObject({
      taxRate: 700,
      deposit: { kind: 'amount', cents: 50_000 },
    });

    view.reload();
    expect(await findField('Deposit')).toHaveValue('500.00');
    expect(screen.getByRole('radio', { name: 'Fixed amount' })).toBeChecked();
    expect(field('Tax rate (%)')).toHaveValue('7');
  });

  it("changes the proposal's and the business's currency, the amounts as typed", async () => {
    installFakeIndexedDb();
    const view = renderCard([NATURAL]);
    await view.user.type(await findField('Price of Natural Accent'), '1250');
    await settled();

    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveAttribute('name', 'currency');
    expect(currency).toHaveValue('USD');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'USD – US Dollar',
      'CAD – Canadian Dollar',
      'MXN – Mexican Peso',
      'EUR – Euro',
      'GBP – British Pound',
      'AUD – Australian Dollar',
    ]);
    await view.user.selectOptions(currency, 'EUR');
    await settled();
    expect(await stored()).toMatchObject({
      currency: 'EUR',
      options: { [NATURAL.ref]: { priceCents: 125_000 } },
    });
    await waitFor(async () => expect((await readSettings(OWNER)).currency).toBe('EUR'));
    expect(field('Price of Natural Accent')).toHaveValue('1250');

    // Another project's new proposal starts in the business's currency.
    view.unmount();
    renderCard([NATURAL], 'project-back-yard');
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  it('keeps what was typed, and the prices of designs no longer shown, when the designs change', async () => {
    installFakeIndexedDb();
    await writePricing(
      OWNER,
      PROJECT,
      withOption(emptyPricing('USD'), NATURAL.ref, { priceCents: 50_000, scope: 'Sod' }),
    );
    const view = renderCard([NATURAL, MODERN]);
    expect(await findField('Price of Natural Accent')).toHaveValue('500.00');
    await view.user.type(field('Price of Gentle Modern'), '7,5,0');

    // Natural Accent is no longer presented: its price stays kept, its row goes.
    view.showDesigns([MODERN]);
    expect(screen.queryByRole('textbox', { name: 'Price of Natural Accent' })).toBeNull();
    expect(field('Price of Gentle Modern')).toHaveValue('7,5,0');
    await view.user.clear(field('Price of Gentle Modern'));
    await view.user.type(field('Price of Gentle Modern'), '700');
    await settled();
    expect((await stored())?.options).toEqual({
      [NATURAL.ref]: { priceCents: 50_000, scope: 'Sod' },
      [MODERN.ref]: { priceCents: 70_000, scope: '' },
    });

    // None chosen, then both again: the fields are as they were.
    view.showDesigns([]);
    expect(
      screen.getByText('Choose designs to present above, then price them here.'),
    ).toBeVisible();
    view.showDesigns([MODERN, NATURAL]);
    expect(field('Price of Natural Accent')).toHaveValue('500.00');
    expect(field('What is included in Natural Accent')).toHaveValue('Sod');
    expect(field('Price of Gentle Modern')).toHaveValue('700');
  });

  it('asks the browser to keep the prices once, and says when it may not', async () => {
    installFakeIndexedDb();
    const persist = answerPersistence(false);
    const { user } = renderCard([NATURAL]);
    const price = await findField('Price of Natural Accent');
    await user.type(price, '100');
    await settled();
    expect(
      await screen.findByText(
        'This browser may clear what this site keeps when space runs low. Keep each signed proposal by sharing or downloading it.',
      ),
    ).toBeInTheDocument();
    await user.type(price, '0');
    await settled();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('says when the device could not keep the prices, and keeps them once it can', async () => {
    installFakeIndexedDb();
    const { user } = renderCard([NATURAL]);
    const price = await findField('Price of Natural Accent');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.type(price, '100');
    await settled('This device could not keep the prices: it may be out of space.');
    expect(price).toHaveValue('100');
    expect(await stored()).toBeNull();

    put.mockRestore();
    await user.tab();
    await settled();
    expect((await stored())?.options[NATURAL.ref]?.priceCents).toBe(10_000);
  });
});
