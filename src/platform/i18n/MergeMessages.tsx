"use client";
// Adds the messages of one island to those of the page's provider (ADR 72): next-intl's provider replaces its parent's
// messages, so the island's own are merged over them here, in the browser, and the layout's are not sent twice.
import { useMemo, type ReactNode } from "react";
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { mergeMessages } from "./client-messages";

export function MergeMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as Record<string, unknown>;
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged as Parameters<typeof NextIntlClientProvider>[0]["messages"]}>
      {children}
    </NextIntlClientProvider>
  );
}
