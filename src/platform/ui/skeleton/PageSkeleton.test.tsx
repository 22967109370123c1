// U4 (issue 18): the loading state of a streaming route says "loading" once, in the page's language, to screen readers,
// and shows only shapes (no text a sighted visitor would read as content).
import { prerender } from "react-dom/static";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { loadMessages } from "@/platform/i18n/messages";
import SearchLoading from "@/app/[brand]/[locale]/search/loading";
import AccountLoading from "@/app/[brand]/[locale]/my-account/(area)/loading";

async function html(locale: (typeof LOCALES)[number], element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)} timeZone="UTC">
      {element}
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

const LOADING = { en: "Loading…", "fr-ca": "Chargement…", "es-mx": "Cargando…" } as const;

describe("U4 loading states", () => {
  for (const locale of LOCALES) {
    it(`search and account pages show a busy status in ${locale}`, async () => {
      for (const [element, shape] of [
        [<SearchLoading key="s" />, "grid"],
        [<AccountLoading key="a" />, "table"],
      ] as const) {
        const out = await html(locale, element);
        expect(out).toMatch(/role="status"/);
        expect(out).toMatch(/aria-busy="true"/);
        expect(out).toContain(`data-skeleton="${shape}"`);
        // The only text is the visually hidden announcement.
        expect(out.replace(/<[^>]*>/g, "")).toBe(LOADING[locale]);
      }
    });
  }
});
