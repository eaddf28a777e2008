import type { FieldValues, Path } from 'react-hook-form';

/** One choice of a Select or an Autocomplete. */
export type FieldOption = { label: string; value: string };

/** Which control a field renders (spec §3 'Form field definition'). */
type FieldComponent = 'Input' | 'Select' | 'Autocomplete';

/**
 * An extra entry at the end of an Autocomplete's list (e.g. 'Add new customer'). `onSelect`
 * gets a function that picks a value, so whatever the action creates can be chosen once it
 * exists.
 */
export type AutocompleteAction = {
  label: string;
  onSelect: (choose: (value: string) => void) => void;
};

/**
 * A field of a generic form (spec §3): name, label, type, component, required, placeholder,
 * options and searchPlaceholder, plus what the browser needs to help with typing. `required`
 * only draws the asterisk and `aria-required`; the form's zod schema enforces it.
 */
export type FormFieldDefinition<TValues extends FieldValues> = {
  /** The value's path, also the control's `name` attribute (e.g. `address.city`). */
  name: Path<TValues>;
  label: string;
  /** The input's `type` (Input only). */
  type?: 'text' | 'email' | 'tel' | 'url';
  component: FieldComponent;
  required?: boolean;
  placeholder?: string;
  options?: readonly FieldOption[];
  /** The Autocomplete's filter box placeholder, also its accessible name. */
  searchPlaceholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  /** Width on wider screens; on a phone every field takes the whole row. */
  span?: 'full' | 'half' | 'third';
  /** Autocomplete: shown when no option matches the search. */
  emptyText?: string;
  /** Autocomplete: the options are still loading. */
  loading?: boolean;
  /** Autocomplete: an extra entry after the options. */
  action?: AutocompleteAction;
};
