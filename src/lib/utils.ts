import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class tables, which its first call does (tens of milliseconds on a
 * phone). The start calls this in a task of its own, so the first render does not pay for it.
 */
export function prepareClassNames() {
  twMerge('');
}
