import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Result, RunOptions } from 'axe-core';

/**
 * axe-core as the browser tests of every engine run it: injected into a document the first time
 * it is checked, then run there as often as the test asks.
 *
 * Injecting is most of the cost (about 0.4 CPU-s: 550 kB of script to compile and set up), a
 * run on a screen a tenth of that. A builder that injects again for each check, and hands the
 * results to a blank page of its own to finish, took 1 to 1.2 CPU-s a check.
 */

const require = createRequire(import.meta.url);

/** axe-core: defines `axe` on the page's global. */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.0/2.1 A and AA, and 2.2 AA. Only violations are gathered in full: the passes and the
 * rules that did not apply are not read, and listing every element they looked at made the
 * results a hundred kB to carry out of the page.
 */
export const AXE_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
} satisfies RunOptions;

/** One violation as a failure lists it: rule, impact, help, and each element with its summary. */
export function describeAxeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target.map((part) => JSON.stringify(part)).join(' >> ');
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    const html = node.html.replace(/\s+/g, ' ').slice(0, 240);
    return `    ${target}: ${summary}\n      ${html}`;
  });
  return [
    `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} [${violation.helpUrl}]`,
    ...nodes,
  ].join('\n');
}
