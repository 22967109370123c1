// Test support: renders (async) Server Components to HTML with the English block and media messages.
import { prerender } from "react-dom/static";
import { NextIntlClientProvider, createTranslator } from "next-intl";
import blocks from "../../../../messages/en/blocks.json";
import media from "../../../../messages/en/media.json";
import { compileMessages } from "@/platform/i18n/compile";
import type { BlockContext } from "./types";

// Compiled as the app's loader compiles them (ADR 15).
export const testMessages = compileMessages({ blocks, media });
export const testContext: BlockContext = { brand: "voltline", locale: "en", isFirstSection: false };

/** Stand-in for next-intl/server outside a Next request: same messages, English locale. */
export const nextIntlServerStub = {
  getTranslations: async (arg?: string | { namespace?: string }) => {
    const namespace = typeof arg === "string" ? arg : arg?.namespace;
    return createTranslator({ locale: "en", messages: testMessages, namespace: namespace as "blocks" });
  },
  getLocale: async () => "en",
};

export async function renderToHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="en" messages={testMessages} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}
