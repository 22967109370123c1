// The header compare link (P6) names itself with what it shows (WCAG 2.5.3 Label in Name), in every locale and count:
// the words seen on screen (word and badge) are the start of its accessible name.
import { prerender } from "react-dom/static";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "@/config/locales";
import { loadMessages } from "@/platform/i18n/messages";
import { HeaderCompareLink } from "./HeaderCompareLink";

const stored = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock("../store", () => ({ useCompareList: () => ({ list: stored.list, add: () => ({ ok: true }), remove: () => undefined }) }));
vi.mock("next/link", () => ({
  default: ({ href, prefetch, ...rest }: { href: string; prefetch?: boolean } & Record<string, unknown>) => <a href={href} data-prefetch={String(prefetch)} {...rest} />,
}));

async function render(locale: (typeof LOCALES)[number], count: number): Promise<string> {
  stored.list = Array.from({ length: count }, (_, i) => `p${i}`);
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={loadMessages(locale)}>
      <HeaderCompareLink brand="voltline" href={`/voltline/${locale}/compare`} />
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

const words = (text: string) => text.replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim();
/** What a sighted visitor reads: the link's text without its visually hidden parts. */
const visibleText = (html: string) => words(html.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, ""));
/** The link's accessible name: no aria-label, so its whole text (hidden parts included). */
const accessibleName = (html: string) => words(html);

describe("header compare link (P6, WCAG 2.5.3)", () => {
  it("has no aria-label: its name is its text, which starts with the visible word and count", async () => {
    for (const locale of LOCALES) {
      for (const count of [0, 1, 2, 4]) {
        const html = await render(locale, count);
        expect(html, `${locale} ${count}`).not.toContain("aria-label");
        expect(html, `${locale} ${count}`).not.toContain("aria-hidden");
        const visible = visibleText(html);
        expect(visible, `${locale} ${count}`).toMatch(new RegExp(`^\\S+ ${count}$`));
        expect(accessibleName(html).startsWith(`${visible} `), `${locale} ${count}: "${accessibleName(html)}"`).toBe(true);
      }
    }
  });

  it("spells out what the badge counts, in the page's language", async () => {
    expect(accessibleName(await render("en", 0))).toBe("Compare 0 products selected");
    expect(accessibleName(await render("en", 1))).toBe("Compare 1 product selected");
    expect(accessibleName(await render("en", 3))).toBe("Compare 3 products selected");
    expect(accessibleName(await render("fr-ca", 0))).toBe("Comparer 0 produit sélectionné");
    expect(accessibleName(await render("fr-ca", 2))).toBe("Comparer 2 produits sélectionnés");
    expect(accessibleName(await render("es-mx", 1))).toBe("Comparar 1 producto seleccionado");
    expect(accessibleName(await render("es-mx", 0))).toBe("Comparar 0 productos seleccionados");
  });
});
