import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOffIcon } from 'lucide-react';
import { memo, useId } from 'react';

import {
  optionOf,
  SCOPE_MAX_LENGTH,
  type PricedProposal,
} from '@/features/approval/model/priced-proposal';
import {
  optionFields,
  type FieldProblem,
  type OptionFields,
  type PricingFormValues,
  type PricingProblems,
} from '@/features/approval/pricing/pricing-form';
import type { PricingDesign } from '@/features/approval/pricing/pricing-design';
import { PricingField } from '@/features/approval/pricing/pricing-field';
import { keptPriceNote, problemMessage } from '@/features/approval/pricing/pricing-messages';

/**
 * What a design is called in its row: its style, and its place when two designs share a style
 * ('Natural Accent, design 2'), so that each field's name says which design it prices.
 */
function useDesignNames(designs: readonly PricingDesign[]) {
  const { t } = useLingui();
  return designs.map((design, index) => {
    const { styleName } = design;
    const position = index + 1;
    const shared = designs.filter((other) => other.styleName === styleName).length > 1;
    return shared ? t`${styleName}, design ${position}` : styleName;
  });
}

/**
 * One design's option: a price and what is included. Typing in one row renders that row again,
 * not every row of the card.
 */
const OptionRow = memo(function OptionRow({
  id,
  design,
  name,
  fields,
  problem,
  currency,
  keptCents,
  keptCurrency,
  onChange,
}: {
  id: string;
  design: PricingDesign;
  name: string;
  fields: OptionFields;
  problem: FieldProblem | undefined;
  currency: string;
  keptCents: number | undefined;
  keptCurrency: string;
  onChange: (ref: string, fields: OptionFields) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <li className="grid gap-3 rounded-md border p-3">
      <div className="flex min-w-0 items-center gap-3">
        {design.pictureUrl ? (
          <img
            src={design.pictureUrl}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-12 w-16 shrink-0 rounded-md border bg-muted object-cover"
          />
        ) : (
          <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md border border-dashed text-muted-foreground">
            <ImageOffIcon aria-hidden="true" className="size-4" />
          </span>
        )}
        <span className="min-w-0 text-sm font-medium break-words">{name}</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <PricingField
          id={`${id}-price`}
          name={`options.${design.ref}.price`}
          label={
            <Trans>
              Price <span className="sr-only">of {name}</span>
            </Trans>
          }
          type="text"
          inputMode="decimal"
          autoComplete="off"
          suffix={currency}
          value={fields.price}
          error={problem ? problemMessage(i18n, problem, currency) : undefined}
          note={keptPriceNote(i18n, keptCents, keptCurrency)}
          onChange={(event) => onChange(design.ref, { ...fields, price: event.target.value })}
        />
        <PricingField
          id={`${id}-scope`}
          name={`options.${design.ref}.scope`}
          label={
            <Trans>
              What is included <span className="sr-only">in {name}</span>
            </Trans>
          }
          type="text"
          autoComplete="off"
          maxLength={SCOPE_MAX_LENGTH}
          placeholder={t`e.g. Sod, three maples, drip irrigation for the beds`}
          value={fields.scope}
          onChange={(event) =>
            onChange(design.ref, {
              ...fields,
              scope: event.target.value.slice(0, SCOPE_MAX_LENGTH),
            })
          }
        />
      </div>
    </li>
  );
});

/** One option per design shown, in the presentation's order: a price and what is included. */
export function OptionRows({
  designs,
  values,
  problems,
  saved,
  onChange,
}: {
  designs: readonly PricingDesign[];
  values: PricingFormValues;
  problems: PricingProblems;
  /** The proposal the device has (what a price that does not read keeps meanwhile). */
  saved: PricedProposal | null;
  /** Stable (the rows render again only when what they show changes). */
  onChange: (ref: string, fields: OptionFields) => void;
}) {
  const { t } = useLingui();
  const baseId = useId();
  const names = useDesignNames(designs);
  const { currency } = values;

  return (
    <ul aria-label={t`Options`} className="grid gap-3">
      {designs.map((design, index) => (
        <OptionRow
          key={design.ref}
          id={`${baseId}-${String(index)}`}
          design={design}
          name={names[index] ?? design.styleName}
          fields={optionFields(values, design.ref)}
          problem={
            Object.hasOwn(problems.options, design.ref) ? problems.options[design.ref] : undefined
          }
          currency={currency}
          keptCents={saved ? optionOf(saved, design.ref)?.priceCents : undefined}
          keptCurrency={saved?.currency ?? currency}
          onChange={onChange}
        />
      ))}
    </ul>
  );
}
