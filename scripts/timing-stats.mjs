// Timings (in ms) summed up as the measure-* scripts print them: min, median, p95 and max.

/** Min, median, p95 and max of `values` (nearest rank). */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { min: sorted[0], median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

const format = (ms) => `${ms.toFixed(1).padStart(6)} ms`;

/**
 * Prints one line: `label` padded to `labelWidth`, then min, median, p95 and max of `values`,
 * and with `count` how many there were. Returns { median, p95 }, or null when there are none.
 */
export function printStats(label, values, { labelWidth, count = false }) {
  if (values.length === 0) {
    console.log(`  ${label.padEnd(labelWidth)} (no values)`);
    return null;
  }
  const { min, median, p95, max } = stats(values);
  console.log(
    `  ${label.padEnd(labelWidth)} min ${format(min)}  median ${format(median)}  p95 ${format(p95)}  max ${format(max)}` +
      (count ? `  (${values.length})` : ''),
  );
  return { median, p95 };
}
