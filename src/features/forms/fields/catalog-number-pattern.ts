// The shape of a catalogue number (F2, F3), without zod: links and pasted lists read it in pages that have no form.
export const CATALOG_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9./-]{0,38}[A-Z0-9]$/;
export const CATALOG_NUMBER_MAX = 40;

/** What a visitor typed in the catalogue's spelling; undefined when it cannot be a catalogue number. */
export function normalizeCatalogNumber(value: string): string | undefined {
  const normalized = value.trim().toUpperCase();
  return CATALOG_NUMBER_PATTERN.test(normalized) ? normalized : undefined;
}
