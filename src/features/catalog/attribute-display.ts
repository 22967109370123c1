// Display values of catalogue attributes per locale: numbers with the locale's separators, translated labels.
import { localeIso, type Locale } from "@/config/locales";
import type { RawAttribute, RawAttributeValue } from "./server/catalog-files";

const YES_NO: Record<Locale, [string, string]> = { en: ["Yes", "No"], "fr-ca": ["Oui", "Non"], "es-mx": ["Sí", "No"] };
const numberFormats = new Map<Locale, Intl.NumberFormat>();

export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeIso(locale), { maximumFractionDigits: 3 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

export function attributeUnit(attribute: RawAttribute, locale: Locale): string | undefined {
  return attribute.unit?.[locale];
}

export function formatAttributeValue(attribute: RawAttribute, raw: RawAttributeValue, locale: Locale): string {
  const label = (code: string) => attribute.values?.find((value) => value.code === code)?.label[locale] ?? code;
  switch (attribute.type) {
    case "number": {
      const unit = attributeUnit(attribute, locale);
      const number = formatNumber(Number(raw), locale);
      if (!unit) return number;
      return unit === "°" ? `${number}°` : `${number} ${unit}`;
    }
    case "bool":
      return raw ? YES_NO[locale][0] : YES_NO[locale][1];
    case "enum":
      return label(String(raw));
    case "multi":
      return (Array.isArray(raw) ? raw : [String(raw)]).map(label).join(", ");
    case "text":
      return String(raw);
  }
}
