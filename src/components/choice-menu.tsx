import type { ComponentType, ReactNode } from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { DeferredMenuProps } from '@/hooks/use-deferred-menu';

type Choice = {
  value: string;
  label: string;
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** The language the label is written in, when not the page's. */
  lang?: string;
};

/**
 * A header menu that sets one preference (the theme, the language): its button, a label, and
 * one radio item per choice. Not modal: a modal menu hides the page from assistive technology
 * while leaving it focusable (axe: aria-hidden-focus). Escape and a click outside still close it.
 */
export function ChoiceMenu({
  button,
  label,
  choices,
  value,
  onChoose,
  defaultOpen,
}: DeferredMenuProps & {
  /** The trigger (given `autoFocus` by the caller where it replaces a focused stand-in). */
  button: ReactNode;
  label: ReactNode;
  choices: readonly Choice[];
  value: string;
  onChoose: (value: string) => void;
}) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={value} onValueChange={onChoose}>
          {choices.map(({ value: choice, label: text, icon: Icon, lang }) => (
            <DropdownMenuRadioItem key={choice} value={choice} lang={lang}>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {text}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
