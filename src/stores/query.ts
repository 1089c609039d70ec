/**
 * Whole numbers read from a page's address, as the watch and Who wins? pages take their set-up:
 * a missing value is the default, silently; a value out of range, not a whole number, or given
 * more than once is replaced by the default and named in a sentence (never throws).
 */

/** One number a link may give: its key, its range and what a message calls it. */
export interface NumberParam<K extends string> {
  readonly key: K;
  readonly min: number;
  readonly max: number;
  readonly what: string;
}

/** A value from a link written into a message: short, one line. */
export function quoted(v: string): string {
  const t = v.replace(/\s+/g, ' ');
  return `“${t.length > 24 ? `${t.slice(0, 24)}…` : t}”`;
}

/**
 * The numbers `params` name, read from `q`, each its default where it cannot be used; `problems`
 * has one sentence per value refused, `given` says whether the link gave any of them at all.
 */
export function readNumbers<K extends string>(
  q: URLSearchParams,
  params: readonly NumberParam<K>[],
  defaults: Readonly<Record<K, number>>,
): { values: Record<K, number>; problems: string[]; given: boolean } {
  const values = { ...defaults } as Record<K, number>;
  const problems: string[] = [];
  let given = false;
  for (const { key, min, max, what } of params) {
    const all = q.getAll(key);
    if (all.length === 0) continue;
    given = true;
    const fallback = defaults[key];
    if (all.length > 1) {
      problems.push(
        `The link gave ${key} ${all.length} times, so all were ignored: the ${what} is ${fallback}.`,
      );
      continue;
    }
    const v = all[0]!;
    const n = /^\d{1,10}$/.test(v) ? Number(v) : NaN;
    if (n >= min && n <= max) values[key] = n;
    else
      problems.push(
        `The link’s ${key} ${quoted(v)} could not be used (it must be a whole number from ${min} to ${max}), so the ${what} is ${fallback}.`,
      );
  }
  return { values, problems, given };
}
