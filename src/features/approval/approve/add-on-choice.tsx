import { Trans, useLingui } from '@lingui/react/macro';

import { formatMoney } from '@/features/approval/model/money';
import type { AddOn } from '@/features/approval/model/priced-proposal';

type AddOnChoiceProps = {
  addOns: readonly AddOn[];
  currency: string;
  ticked: readonly string[];
  onTick: (addOnId: string, ticked: boolean) => void;
};

/** The add-ons, each a checkbox with its price. */
export function AddOnChoice({ addOns, currency, ticked, onTick }: AddOnChoiceProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-semibold">
        <Trans>Add-ons</Trans>
      </legend>
      {addOns.map((addOn) => {
        const id = `approval-add-on-${addOn.id}`;
        return (
          <label
            key={addOn.id}
            htmlFor={id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-white/15 px-3 py-2"
          >
            <input
              id={id}
              type="checkbox"
              name="addOns"
              value={addOn.id}
              checked={ticked.includes(addOn.id)}
              onChange={(event) => onTick(addOn.id, event.target.checked)}
              className="size-5 shrink-0 accent-primary"
            />
            <span className="flex flex-1 flex-wrap justify-between gap-x-3">
              <span>{addOn.name}</span>
              <span className="tabular-nums">
                {formatMoney(addOn.priceCents, currency, i18n.locale)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
