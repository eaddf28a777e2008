import { useDeferredValue } from 'react';

/**
 * Whether a query's first answer may be drawn: false while it is pending, and while React draws
 * what the answer brings in the background (a deferred render, which React cuts into slices with
 * the main thread free between them: a long list or a full record costs a phone no long task,
 * and a tap in the meantime is answered at once). The screen keeps what it showed until then
 * (its loading state), so nothing moves in between. An answer that is there on the first render
 * (kept data, a screen opened again) is drawn at once.
 */
export function useAnswerShown(answered: boolean): boolean {
  return useDeferredValue(answered) && answered;
}
