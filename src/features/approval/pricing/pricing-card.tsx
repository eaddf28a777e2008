import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useId, type JSX } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { Deposit } from '@/features/approval/model/money';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import { AddOnRows } from '@/features/approval/pricing/add-on-rows';
import { OptionRows } from '@/features/approval/pricing/option-rows';
import {
  CURRENCIES,
  type DepositKind,
  type FieldProblem,
  type OptionFields,
  type PricingFormValues,
} from '@/features/approval/pricing/pricing-form';
import type { PricingDesign } from '@/features/approval/pricing/pricing-design';
import { PricingField } from '@/features/approval/pricing/pricing-field';
import {
  keptDepositNote,
  keptTaxNote,
  problemMessage,
} from '@/features/approval/pricing/pricing-messages';
import { usePricingForm, type PricingStatus } from '@/features/approval/pricing/use-pricing-form';
import type { ApprovalSettings } from '@/features/approval/store/approval-store';
import {
  useApprovalSettings,
  useOutsideApprovalChanges,
  usePricing,
} from '@/features/approval/store/use-approval-store';
import { displayNames } from '@/lib/i18n/intl-formatters';

const NO_DEPOSIT: Deposit = { kind: 'percent', rate: 0 };

/** 'USD – US Dollar', in the app's language. */
function currencyLabel(code: string, locale: string) {
  let name: string | undefined;
  try {
    name = displayNames(locale, { type: 'currency' }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${code} – ${name}` : code;
}

/** The hint in place of the fields while no design is chosen. */
function NoDesigns() {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Choose designs to present above, then price them here.</Trans>
    </p>
  );
}

function StatusLine({ status }: { status: PricingStatus }) {
  const { t } = useLingui();
  const text: Record<PricingStatus, string> = {
    none: '',
    saved: t`Saved on this device.`,
    saving: t`Saving…`,
    problems: t`Not saved: correct the marked fields.`,
    failed: t`This device could not keep the prices: it may be out of space.`,
  };
  return (
    <p
      role="status"
      className={
        status === 'failed' || status === 'problems'
          ? 'text-sm font-medium text-destructive'
          : 'text-sm text-muted-foreground'
      }
    >
      {text[status]}
    </p>
  );
}

/**
 * The tax rate and the deposit (a percentage or an amount): they render again when one of them
 * changes, not at each letter typed elsewhere on the card.
 */
const TaxAndDeposit = memo(function TaxAndDeposit({
  id,
  taxRate,
  depositKind,
  deposit,
  taxProblem,
  depositProblem,
  keptTaxRate,
  keptDeposit,
  currency,
  keptCurrency,
  set,
}: {
  id: string;
  taxRate: string;
  depositKind: DepositKind;
  deposit: string;
  taxProblem: FieldProblem | undefined;
  depositProblem: FieldProblem | undefined;
  /** What the proposal on the device has (kept while a field does not read). */
  keptTaxRate: number;
  keptDeposit: Deposit;
  currency: string;
  keptCurrency: string;
  set: (fields: Partial<PricingFormValues>, now?: boolean) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <PricingField
        id={`${id}-tax`}
        name="taxRate"
        label={<Trans>Tax rate (%)</Trans>}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={taxRate}
        error={taxProblem ? problemMessage(i18n, taxProblem, currency) : undefined}
        note={keptTaxNote(i18n, keptTaxRate)}
        hint={
          <Trans>
            Tax is applied once, on the subtotal (option plus ticked add-ons), rounded to the
            nearest cent.
          </Trans>
        }
        onChange={(event) => set({ taxRate: event.target.value })}
      />

      <div className="grid content-start gap-3">
        <Label id={`${id}-deposit-label`} htmlFor={`${id}-deposit`}>
          <Trans>Deposit</Trans>
        </Label>
        <RadioGroup
          name="depositKind"
          value={depositKind}
          aria-labelledby={`${id}-deposit-label`}
          className="flex flex-wrap gap-x-6 gap-y-3"
          onValueChange={(kind) => set({ depositKind: kind as DepositKind }, true)}
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-deposit-percent`} value="percent" />
            <Label htmlFor={`${id}-deposit-percent`} className="font-normal">
              <Trans>Percent of the total</Trans>
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-deposit-amount`} value="amount" />
            <Label htmlFor={`${id}-deposit-amount`} className="font-normal">
              <Trans>Fixed amount</Trans>
            </Label>
          </div>
        </RadioGroup>
        <PricingField
          id={`${id}-deposit`}
          name="deposit"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          suffix={depositKind === 'percent' ? '%' : currency}
          value={deposit}
          error={depositProblem ? problemMessage(i18n, depositProblem, currency) : undefined}
          note={keptDepositNote(i18n, keptDeposit, keptCurrency)}
          hint={
            depositKind === 'percent' ? (
              <Trans>A percentage of the total, tax included.</Trans>
            ) : (
              <Trans>An amount, at most the total.</Trans>
            )
          }
          onChange={(event) => set({ deposit: event.target.value })}
        />
      </div>
    </div>
  );
});

function PricingForm({
  projectRef,
  designs,
  stored,
  settings,
}: {
  projectRef: string;
  designs: readonly PricingDesign[];
  stored: PricedProposal | null;
  settings: ApprovalSettings;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const form = usePricingForm({
    projectRef,
    stored,
    settings,
    locale: i18n.locale,
    shownRefs: designs.map((design) => design.ref),
  });
  const { values, change, problems, saved } = form;
  const changeOption = useCallback(
    (ref: string, fields: OptionFields) =>
      change((current) => ({ ...current, options: { ...current.options, [ref]: fields } })),
    [change],
  );
  const { currency } = values;
  // The business's currencies, and the proposal's own if it was priced in another one.
  const currencies: readonly string[] = (CURRENCIES as readonly string[]).includes(currency)
    ? CURRENCIES
    : [...CURRENCIES, currency];
  const set = useCallback(
    (fields: Partial<PricingFormValues>, now = false) =>
      change((current) => ({ ...current, ...fields }), now),
    [change],
  );
  const keptCurrency = saved?.currency ?? currency;

  // No design chosen: the fields wait, with what was typed, for designs to come back.
  if (designs.length === 0) return <NoDesigns />;

  return (
    <form
      noValidate
      aria-label={t`Prices`}
      className="grid gap-6"
      onSubmit={(event) => {
        // Enter in a field keeps what it holds at once (there is nothing else to submit).
        event.preventDefault();
        form.leave();
      }}
      onBlur={form.leave}
    >
      {form.notPersisted ? (
        <p className="rounded-md border p-3 text-sm">
          <Trans>
            This browser may clear what this site keeps when space runs low. Keep each signed
            proposal by sharing or downloading it.
          </Trans>
        </p>
      ) : null}

      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor={`${id}-currency`}>
          <Trans>Currency</Trans>
        </Label>
        <NativeSelect
          id={`${id}-currency`}
          name="currency"
          value={currency}
          aria-describedby={`${id}-currency-hint`}
          onChange={(event) => form.changeCurrency(event.target.value)}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {currencyLabel(code, i18n.locale)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-currency-hint`} className="text-xs text-muted-foreground">
          <Trans>
            Your business&apos;s currency, for this proposal and the next ones. Changing it keeps
            the amounts as typed.
          </Trans>
        </p>
      </div>

      <section aria-labelledby={`${id}-options`} className="grid gap-2">
        <h3 id={`${id}-options`} className="text-sm font-semibold">
          <Trans>Options</Trans>
        </h3>
        <OptionRows
          designs={designs}
          values={values}
          problems={problems}
          saved={saved}
          onChange={changeOption}
        />
        <p className="text-xs text-muted-foreground">
          <Trans>A design without a price is shown but cannot be chosen.</Trans>
        </p>
      </section>

      <section aria-labelledby={`${id}-add-ons`} className="grid gap-2">
        <h3 id={`${id}-add-ons`} className="text-sm font-semibold">
          <Trans>Add-ons</Trans>
        </h3>
        <p className="text-xs text-muted-foreground">
          <Trans>
            The customer may tick any of them; each adds its price to the chosen design.
          </Trans>
        </p>
        <AddOnRows
          addOns={values.addOns}
          currency={currency}
          locale={values.locale}
          problems={problems}
          saved={saved}
          priceList={settings.priceList}
          change={change}
        />
      </section>

      <TaxAndDeposit
        id={id}
        taxRate={values.taxRate}
        depositKind={values.depositKind}
        deposit={values.deposit}
        taxProblem={problems.taxRate}
        depositProblem={problems.deposit}
        keptTaxRate={saved?.taxRate ?? 0}
        keptDeposit={saved?.deposit ?? NO_DEPOSIT}
        currency={currency}
        keptCurrency={keptCurrency}
        set={set}
      />

      <StatusLine status={form.status} />
    </form>
  );
}

/**
 * The Prices card of a project's page: the designs chosen to present (`designs`, in their order)
 * become the options of the proposal, each with a price and what is included; with the add-ons
 * the customer may tick, the tax rate, the deposit and the currency. Everything is kept on this
 * device as it is typed (the API has no field for it); presentation mode lets the customer
 * choose and sign.
 */
export function PricingCard({
  projectRef,
  designs,
}: {
  projectRef: string;
  designs: PricingDesign[];
}): JSX.Element | null {
  const pricing = usePricing(projectRef);
  const settings = useApprovalSettings();
  const outsideChanges = useOutsideApprovalChanges(projectRef);

  let content: JSX.Element;
  if (pricing.isError || settings.isError) {
    content = (
      <p role="alert" className="text-sm text-destructive">
        <Trans>The prices kept on this device could not be read.</Trans>
      </p>
    );
  } else if (pricing.isPending || settings.isPending) {
    content =
      designs.length === 0 ? (
        <NoDesigns />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading prices…</Trans>
        </p>
      );
  } else {
    // Starts from what the device has when it opens; from then on the fields are the user's,
    // until the prices are changed on the device from elsewhere (a project file opened).
    content = (
      <PricingForm
        key={`${projectRef}:${outsideChanges}`}
        projectRef={projectRef}
        designs={designs}
        stored={pricing.data}
        settings={settings.data}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Prices</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Price the designs you present. In presentation mode the customer chooses one, ticks
            add-ons and signs. Prices are kept on this device.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
