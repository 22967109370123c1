// The product page's recommendation sections (S4): each shows products not already shown above it on the page.
export const SECTION_SIZE = 4;

/** Ids per section in order, skipping the product, ids shown elsewhere and ids an earlier section took; at most `size` each. */
export function distinctSections<K extends string>(sections: readonly (readonly [K, readonly string[]])[], shown: Iterable<string>, size = SECTION_SIZE): Record<K, string[]> {
  const taken = new Set(shown);
  const out = {} as Record<K, string[]>;
  for (const [name, ids] of sections) {
    const picked: string[] = [];
    for (const id of ids) {
      if (picked.length >= size) break;
      if (taken.has(id)) continue;
      taken.add(id);
      picked.push(id);
    }
    out[name] = picked;
  }
  return out;
}
