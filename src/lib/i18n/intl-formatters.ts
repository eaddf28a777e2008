/**
 * Intl's formatters, one per language and options, made on first use and kept. Making one
 * costs tens of microseconds, many times what formatting with it costs, and a form formats its
 * amounts and notes on every keystroke, a list a date per row. A constructor that throws (an
 * unknown currency or time zone) keeps nothing and throws to the caller, as Intl does.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const displayNamesMade = new Map<string, Intl.DisplayNames>();

function kept<T>(made: Map<string, T>, key: string, make: () => T): T {
  let found = made.get(key);
  if (found === undefined) {
    found = make();
    made.set(key, found);
  }
  return found;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return kept(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return kept(
    dateTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** `new Intl.DisplayNames([locale], options)`, made once. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions) {
  return kept(
    displayNamesMade,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DisplayNames([locale], options),
  );
}
