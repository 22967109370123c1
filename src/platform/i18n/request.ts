// next-intl request configuration: the locale comes from the [locale] segment (setRequestLocale).
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "@/config/locales";
import { loadMessages } from "./messages";
import { timeZoneFor } from "./format";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: loadMessages(locale), timeZone: timeZoneFor(locale) };
});
