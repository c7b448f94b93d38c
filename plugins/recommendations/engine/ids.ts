// Product-id ordering and the list fields of the settings and the editor (spec 5).

/**
 * The stable order every ranking breaks its ties with. Platform ids are numeric text without
 * leading zeros, so "shorter first, then character by character" is their numeric order
 * (no precision loss past 2^53, which 14-digit ids approach); any other text still gets a
 * total order. Never locale-dependent, so every machine ranks alike.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Spec 5: "Exclusion and inclusion lists and Product IDs: split on commas and newlines,
 * trimmed, empties dropped; an empty list becomes null." Order and duplicates are kept as
 * written (Product IDs are shown in the order the merchant typed them).
 */
export function parseIdList(text: string | null | undefined): string[] | null {
  if (text === null || text === undefined) return null;
  const items = text
    .split(/[,\r\n]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length ? items : null;
}
