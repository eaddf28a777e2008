import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon, TrashIcon } from 'lucide-react';
import { memo, useEffect, useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import {
  ADD_ON_NAME_MAX_LENGTH,
  MAX_ADD_ONS,
  type PricedProposal,
} from '@/features/approval/model/priced-proposal';
import { PriceListPicker } from '@/features/approval/pricing/price-list-picker';
import {
  amountText,
  type AddOnFields,
  type PricingFormValues,
  type PricingProblems,
} from '@/features/approval/pricing/pricing-form';
import { PricingField } from '@/features/approval/pricing/pricing-field';
import { keptAddOnNote, problemMessage } from '@/features/approval/pricing/pricing-messages';
import type { PriceListItem } from '@/features/approval/store/approval-store';

type Change = (update: (current: PricingFormValues) => PricingFormValues, now?: boolean) => void;

function newAddOnId() {
  return crypto.randomUUID();
}

/**
 * The add-ons the customer may tick: a row each (a name and a price) with its Remove button,
 * 'Add an add-on' for an empty row, and 'Add from price list' for one used before. After an
 * add, the focus goes to the new row; after a remove, to the next row (or the one before, or
 * 'Add an add-on'), never to the top of the page.
 */
export const AddOnRows = memo(function AddOnRows({
  addOns,
  currency,
  locale,
  problems,
  saved,
  priceList,
  change,
}: {
  addOns: readonly AddOnFields[];
  currency: string;
  /** The language the amounts are written in. */
  locale: string;
  problems: PricingProblems;
  /** The proposal the device has (what an add-on that does not read keeps meanwhile). */
  saved: PricedProposal | null;
  priceList: readonly PriceListItem[];
  /** Stable (the rows render again only when what they show changes). */
  change: Change;
}) {
  const { i18n, t } = useLingui();
  const baseId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  /** The field to focus once the rows have changed (none: the Add button). */
  const focusNext = useRef<string | null | undefined>(undefined);
  const full = addOns.length >= MAX_ADD_ONS;
  const fieldId = (id: string, field: 'name' | 'price') => `${baseId}-${id}-${field}`;

  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    if (target === null) addButton.current?.focus();
    else document.getElementById(target)?.focus();
  }, [addOns]);

  const update = (id: string, fields: Partial<AddOnFields>) =>
    change((current) => ({
      ...current,
      addOns: current.addOns.map((addOn) => (addOn.id === id ? { ...addOn, ...fields } : addOn)),
    }));

  const add = (addOn: AddOnFields, focus: string | null | undefined) => {
    focusNext.current = focus;
    change((current) => ({ ...current, addOns: [...current.addOns, addOn] }), true);
  };

  const remove = (index: number) => {
    // The next row, or the one before (none when it was the only one).
    const next = addOns.filter((_, at) => at !== index).at(Math.min(index, addOns.length - 2));
    focusNext.current = next ? fieldId(next.id, 'name') : null;
    change(
      (current) => ({ ...current, addOns: current.addOns.filter((_, at) => at !== index) }),
      true,
    );
  };

  const pick = (item: PriceListItem) =>
    add(
      {
        id: newAddOnId(),
        name: item.name,
        price: amountText(item.priceCents, currency, locale),
      },
      // The popover gives the focus back to its button.
      undefined,
    );

  return (
    <div className="grid gap-3">
      {addOns.length > 0 ? (
        <ul aria-label={t`Add-ons`} className="grid gap-3">
          {addOns.map((addOn, index) => {
            const position = index + 1;
            const name = addOn.name.trim();
            const rowProblems = Object.hasOwn(problems.addOns, addOn.id)
              ? problems.addOns[addOn.id]
              : undefined;
            const last = saved?.addOns.find((kept) => kept.id === addOn.id);
            const note = keptAddOnNote(i18n, last, saved?.currency ?? currency);
            return (
              <li
                key={addOn.id}
                className="grid gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto]"
              >
                <PricingField
                  id={fieldId(addOn.id, 'name')}
                  name={`addOns.${String(index)}.name`}
                  label={
                    <Trans>
                      Name <span className="sr-only">of add-on {position}</span>
                    </Trans>
                  }
                  type="text"
                  autoComplete="off"
                  maxLength={ADD_ON_NAME_MAX_LENGTH}
                  value={addOn.name}
                  error={
                    rowProblems?.name ? problemMessage(i18n, rowProblems.name, currency) : undefined
                  }
                  note={note}
                  onChange={(event) =>
                    update(addOn.id, { name: event.target.value.slice(0, ADD_ON_NAME_MAX_LENGTH) })
                  }
                />
                <PricingField
                  id={fieldId(addOn.id, 'price')}
                  name={`addOns.${String(index)}.price`}
                  label={
                    <Trans>
                      Price <span className="sr-only">of add-on {position}</span>
                    </Trans>
                  }
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  suffix={currency}
                  value={addOn.price}
                  error={
                    rowProblems?.price
                      ? problemMessage(i18n, rowProblems.price, currency)
                      : undefined
                  }
                  note={rowProblems?.name ? undefined : note}
                  onChange={(event) => update(addOn.id, { price: event.target.value })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  className="justify-self-start sm:mt-6"
                  onClick={() => remove(index)}
                >
                  <TrashIcon aria-hidden="true" />
                  {name ? (
                    <Trans>
                      Remove <span className="sr-only">{name}</span>
                    </Trans>
                  ) : (
                    <Trans>
                      Remove <span className="sr-only">add-on {position}</span>
                    </Trans>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>No add-ons: the customer chooses a design only.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          disabled={full}
          aria-describedby={full ? `${baseId}-full` : undefined}
          onClick={() => {
            const id = newAddOnId();
            add({ id, name: '', price: '' }, fieldId(id, 'name'));
          }}
        >
          <PlusIcon aria-hidden="true" />
          <Trans>Add an add-on</Trans>
        </Button>
        <PriceListPicker
          items={priceList}
          usedNames={addOns.map((addOn) => addOn.name)}
          currency={currency}
          disabled={full}
          describedBy={full ? `${baseId}-full` : undefined}
          onPick={pick}
        />
      </div>
      {full ? (
        <p id={`${baseId}-full`} className="text-xs text-muted-foreground">
          <Trans>A proposal takes up to {MAX_ADD_ONS} add-ons.</Trans>
        </p>
      ) : null}
    </div>
  );
});
