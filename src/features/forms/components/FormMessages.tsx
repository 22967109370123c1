// The messages a form's client components read (forms, form-errors, forms-products for the catalogue forms, subscribe
// for F9/F14), given to them only where a form is on the page.
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Locale } from "@/config/locales";

export async function FormMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ forms: messages.forms, "form-errors": messages["form-errors"], "forms-products": messages["forms-products"], subscribe: messages.subscribe }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
