// The messages a form's client components read, given to them only where a form is on the page, and only the
// namespaces that form reads (every form: forms, form-errors; the catalogue forms: forms-products; F9 subscribe and
// F14 lead: subscribe). They travel in the page's HTML twice (markup and payload), so a namespace no field reads is
// bytes every visitor downloads for nothing (issue 15 §1).
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { FormId } from "../model";

const OWN_NAMESPACE: Partial<Record<FormId, "forms-products" | "subscribe">> = {
  quote: "forms-products",
  warranty: "forms-products",
  subscribe: "subscribe",
  lead: "subscribe",
};

export async function FormMessages({ locale, formId, children }: { locale: Locale; formId: FormId; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const own = OWN_NAMESPACE[formId];
  return (
    <NextIntlClientProvider locale={locale} messages={{ forms: messages.forms, "form-errors": messages["form-errors"], ...(own ? { [own]: messages[own] } : {}) }}>
      {children}
    </NextIntlClientProvider>
  );
}
