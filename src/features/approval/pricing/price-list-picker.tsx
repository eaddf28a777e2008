import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, ListPlusIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatMoney } from '@/features/approval/model/money';
import type { PriceListItem } from '@/features/approval/store/approval-store';
import { cn } from '@/lib/utils';

/** Matches an item's name, ignoring case (cmdk's own fuzzy match finds too much in short names). */
function filterByName(_value: string, search: string, keywords: string[] = []) {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return 1;
  return keywords.some((keyword) => keyword.toLocaleLowerCase().includes(needle)) ? 1 : 0;
}

function nameKey(name: string) {
  return name.trim().toLocaleLowerCase();
}

/**
 * 'Add from price list': a button that opens the business's price list (its add-ons, the most
 * recently used first) in a popover to search and pick from. Keyboard: Enter or Space opens,
 * typing filters, the arrows move, Enter picks, Escape closes and returns to the button. An
 * add-on already in the proposal is shown ticked and cannot be picked twice.
 */
export function PriceListPicker({
  items,
  usedNames,
  currency,
  disabled,
  describedBy,
  onPick,
}: {
  items: readonly PriceListItem[];
  /** The names of the proposal's add-ons. */
  usedNames: readonly string[];
  currency: string;
  disabled: boolean;
  describedBy?: string;
  onPick: (item: PriceListItem) => void;
}) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const used = new Set(usedNames.map(nameKey));
  const label = t`Search the price list`;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled} aria-describedby={describedBy}>
          <ListPlusIcon aria-hidden="true" />
          <Trans>Add from price list</Trans>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 max-w-[calc(100vw-2rem)] p-0" aria-label={t`Price list`}>
        <Command filter={filterByName} label={label}>
          <CommandInput placeholder={label} />
          <CommandList>
            <CommandEmpty>
              {items.length === 0
                ? t`Your price list is empty: the add-ons of your priced proposals are added to it.`
                : t`No add-on by that name in your price list.`}
            </CommandEmpty>
            <CommandGroup>
              {items.map((item) => {
                const added = used.has(nameKey(item.name));
                const { name } = item;
                const price = formatMoney(item.priceCents, currency, i18n.locale);
                return (
                  <CommandItem
                    // Its name and price as one phrase for a screen reader (they sit apart).
                    aria-label={added ? t`${name}, ${price}, already added` : `${name}, ${price}`}
                    key={nameKey(item.name)}
                    value={nameKey(item.name)}
                    keywords={[item.name]}
                    disabled={added}
                    onSelect={() => {
                      onPick(item);
                      setOpen(false);
                    }}
                  >
                    <CheckIcon
                      aria-hidden="true"
                      className={cn(added ? 'opacity-100' : 'opacity-0')}
                    />
                    <span className="min-w-0 flex-1 break-words">{item.name}</span>
                    <span className="shrink-0 text-muted-foreground tabular-nums">{price}</span>
                  </CommandItem>
                );
              })}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
