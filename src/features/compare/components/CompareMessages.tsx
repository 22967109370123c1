// Gives the compare client islands their namespace: the layout passes only its own client namespaces down.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Locale } from "@/config/locales";

export async function CompareMessages({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ compare: messages.compare }}>
      {children}
    </NextIntlClientProvider>
  );
}
