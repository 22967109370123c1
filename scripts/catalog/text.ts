// Translated text of the generator: one value per site locale, written natively.
import type { LocaleText } from "../../src/features/catalog/server/catalog-files";

export function L(en: string, fr: string, es: string): LocaleText {
  return { en, "fr-ca": fr, "es-mx": es };
}

/** Lowercases the first letter for use inside a sentence, keeping acronyms (LED, UL) intact. */
export function inSentence(text: string): string {
  if (text.length > 1 && text[1] === text[1]?.toUpperCase() && /[A-Z]/.test(text[1] ?? "")) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
