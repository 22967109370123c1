// The messages a form's client components read, given to them only where a form is on the page, and only the
// namespaces and groups that form reads (form-client-messages.ts; every form: forms, form-errors; the catalogue forms:
// forms-products; F9 subscribe and F14 lead: subscribe). They travel in the page's payload, inlined in its HTML, so a
// group no field reads is bytes every visitor downloads for nothing (issue 15 §1).
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { FormId } from "../model";
import { formClientMessages } from "./form-client-messages";

export async function FormMessages({ locale, formId, children }: { locale: Locale; formId: FormId; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={formClientMessages(messages, formId)}>
      {children}
    </NextIntlClientProvider>
  );
}
