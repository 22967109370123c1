// The `submittal` messages of a locale as a plain formatter: packages are built in route handlers, outside React.
import "server-only";
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { localeIso, type Locale } from "@/config/locales";
import { loadMessages } from "@/platform/i18n/messages";

export type SubmittalMessages = (key: string, values?: Record<string, string | number>) => string;

export function submittalMessages(locale: Locale): SubmittalMessages {
  return createTranslator({ locale: localeIso(locale), messages: loadMessages(locale) as AbstractIntlMessages, namespace: "submittal" }) as unknown as SubmittalMessages;
}
