export type Messages = { [key: string]: string | Messages };

function isCatalogue(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Merges catalogues key by key: each later catalogue fills only what the earlier ones lack.
 * `mergeMessages(uk, en)` keeps every Ukrainian string and takes the rest from English.
 */
export function mergeMessages(...catalogues: Array<Messages | undefined>): Messages {
  const result: Messages = {};
  for (const catalogue of catalogues) {
    if (!catalogue) continue;
    for (const [key, value] of Object.entries(catalogue)) {
      const existing = result[key];
      if (existing === undefined) {
        result[key] = isCatalogue(value) ? mergeMessages(value) : value;
      } else if (isCatalogue(existing) && isCatalogue(value)) {
        result[key] = mergeMessages(existing, value);
      }
    }
  }
  return result;
}

/** Flattens a catalogue to dotted keys ("nav.home"), for comparisons. */
export function flattenKeys(catalogue: Messages, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    isCatalogue(value) ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Keys English has that the catalogue lacks, and keys the catalogue has that English lacks. */
export function compareCatalogues(source: Messages, target: Messages): { missing: string[]; extra: string[] } {
  const sourceKeys = new Set(flattenKeys(source));
  const targetKeys = new Set(flattenKeys(target));
  return {
    missing: [...sourceKeys].filter((key) => !targetKeys.has(key)).sort(),
    extra: [...targetKeys].filter((key) => !sourceKeys.has(key)).sort(),
  };
}
