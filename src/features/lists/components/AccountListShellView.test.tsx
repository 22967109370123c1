import { randomUUID } from "node:crypto";
import { prerender } from "react-dom/static";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { compileMessages } from "@/platform/i18n/compile";
import { AccountListShellView, listIdOfPath } from "./AccountListShellView";
import pages from "../../../../messages/fr-ca/lists-pages.json";
import lists from "../../../../messages/fr-ca/lists.json";

describe("the list page's cached shell (A4, ADR 43)", () => {
  it("renders the same HTML for every list and account: a generic title and a loading status, nothing personal", async () => {
    const { prelude } = await prerender(
      <NextIntlClientProvider locale="fr-CA" timeZone="America/Toronto" messages={compileMessages({ "lists-pages": pages, lists }) as never}>
        <AccountListShellView brand="voltline" locale="fr-ca" />
      </NextIntlClientProvider>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain(`<h1 id="list-title" tabindex="-1">${pages.detail.title}</h1>`);
    expect(html).toContain('role="status"');
    expect(html).toContain('href="/voltline/fr-ca/my-account/lists"');
    expect(html).not.toMatch(/<table|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it("reads the list's id from the address it was served under", () => {
    const id = randomUUID();
    expect(listIdOfPath(`/voltline/en/my-account/lists/${id}`)).toBe(id);
    expect(listIdOfPath(`/voltline/en/my-account/lists/${id}/`)).toBe(id);
    expect(listIdOfPath("/voltline/en/my-account/list-shell")).toBeUndefined();
    expect(listIdOfPath("/voltline/en/my-account/lists/not-a-list")).toBeUndefined();
    expect(listIdOfPath(`/voltline/en/my-account/lists/${id}/submittal`)).toBeUndefined();
  });
});
