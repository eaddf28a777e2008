import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, ChevronsUpDownIcon, PlusIcon } from 'lucide-react';
import { useRef, useState, type Ref } from 'react';

import type { AutocompleteAction, FieldOption } from '@/components/form/form-field-definition';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
} from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

type AutocompleteProps = {
  id: string;
  /** The `name` of the hidden input that carries the value, as a native form field would. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly FieldOption[];
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  loading?: boolean;
  action?: AutocompleteAction;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLButtonElement>;
};

const ACTION_VALUE = 'autocomplete-action';

/** Matches the option's label (its keywords), ignoring case; never the hidden value (an id). */
function filterByLabel(_value: string, search: string, keywords: string[] = []) {
  const needle = search.trim().toLowerCase();
  if (!needle) return 1;
  return keywords.some((keyword) => keyword.toLowerCase().includes(needle)) ? 1 : 0;
}

/**
 * A combobox: a button showing the chosen label (or the placeholder) that opens a filterable
 * list in a popover. Keyboard: Enter, Space or ArrowDown opens; typing filters; arrows move;
 * Enter picks; Escape closes and returns to the button.
 */
export function Autocomplete({
  id,
  name,
  value,
  onChange,
  onBlur,
  options,
  placeholder: placeholderText,
  searchPlaceholder: searchPlaceholderText,
  emptyText: emptyTextGiven,
  loading = false,
  action,
  invalid = false,
  required = false,
  describedBy,
  ref,
}: AutocompleteProps) {
  const { t } = useLingui();
  const placeholder = placeholderText ?? t`Select...`;
  const searchPlaceholder = searchPlaceholderText ?? t`Search...`;
  const emptyText = emptyTextGiven ?? t`No results found.`;
  const [open, setOpen] = useState(false);
  // The action runs once the popover has closed and focus is back on the button, so a dialog
  // it opens takes focus from there and returns it there.
  const pendingAction = useRef<AutocompleteAction | undefined>(undefined);
  const selected = options.find((option) => option.value === value);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          ref={ref}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && !open) {
              event.preventDefault();
              setOpen(true);
            }
          }}
          className={cn(
            'flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-1 text-left text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/60',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
          )}
        >
          <span className={cn('truncate', !selected && !value && 'text-muted-foreground')}>
            {selected?.label ?? (value ? (loading ? t`Loading...` : value) : placeholder)}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </button>
      </PopoverTrigger>
      <input type="hidden" name={name} value={value} />
      <PopoverContent
        className="w-(--radix-popover-trigger-width) min-w-64 p-0"
        aria-label={searchPlaceholder}
        onCloseAutoFocus={() => {
          const run = pendingAction.current;
          pendingAction.current = undefined;
          run?.onSelect(onChange);
        }}
      >
        <Command filter={filterByLabel} defaultValue={value || undefined} label={searchPlaceholder}>
          <CommandInput placeholder={searchPlaceholder} />
          <CommandList>
            {loading ? (
              <CommandLoading>
                <Trans>Loading...</Trans>
              </CommandLoading>
            ) : (
              <CommandEmpty>{emptyText}</CommandEmpty>
            )}
            <CommandGroup>
              {options.map((option) => (
                <CommandItem
                  key={option.value}
                  value={option.value}
                  keywords={[option.label]}
                  onSelect={() => {
                    onChange(option.value);
                    setOpen(false);
                  }}
                >
                  <CheckIcon
                    aria-hidden="true"
                    className={cn(option.value === value ? 'opacity-100' : 'opacity-0')}
                  />
                  <span className="truncate">{option.label}</span>
                </CommandItem>
              ))}
            </CommandGroup>
            {action ? (
              // A border, not a separator element: a listbox may only hold options and groups.
              <CommandGroup forceMount className="border-t">
                <CommandItem
                  forceMount
                  value={ACTION_VALUE}
                  onSelect={() => {
                    pendingAction.current = action;
                    setOpen(false);
                  }}
                >
                  <PlusIcon aria-hidden="true" />
                  {action.label}
                </CommandItem>
              </CommandGroup>
            ) : null}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
