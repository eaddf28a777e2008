/** Dates as the user's locale writes them; '-' when the API sent none or an unreadable one. */

function parse(value: string | undefined) {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A local date, e.g. '11/21/2026'. */
export function formatDate(value: string | undefined) {
  return parse(value)?.toLocaleDateString() ?? '-';
}

/** A local date and time. */
export function formatDateTime(value: string | undefined) {
  return (
    parse(value)?.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) ?? '-'
  );
}

/** Milliseconds since the epoch, for sorting; missing dates sort as the oldest. */
export function timeOf(value: string | undefined) {
  return parse(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}
