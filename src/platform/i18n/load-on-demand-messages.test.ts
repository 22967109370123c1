import { describe, expect, it, vi } from "vitest";
import { compileMessages } from "./compile";
import { loadOnDemandMessages, onDemandTranslator } from "./load-on-demand-messages";

describe("an island's messages on demand (ADR 77 option B)", () => {
  it("asks once per locale and bundle, and again after a failure", async () => {
    let fail = true;
    const fetcher = vi.fn(async (url: string | URL | Request) => (fail ? new Response("", { status: 503 }) : Response.json({ lists: { dialogTitle: String(url) } })));
    await expect(loadOnDemandMessages("fr-ca", "lists", fetcher as typeof fetch)).rejects.toThrow(/503/);
    fail = false;
    const first = await loadOnDemandMessages("fr-ca", "lists", fetcher as typeof fetch);
    expect(first).toEqual({ lists: { dialogTitle: "/api/messages/fr-ca/lists" } });
    expect(await loadOnDemandMessages("fr-ca", "lists", fetcher as typeof fetch)).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await loadOnDemandMessages("es-mx", "lists", fetcher as typeof fetch);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it("gives a translator of a bundle's namespace, formatting its compiled messages in the locale", async () => {
    const compiled = compileMessages({ search: { seeAll: "Voir tous les résultats pour « {query} »", status: "{count, plural, one {# suggestion} other {# suggestions}}" } });
    const fetcher = vi.fn(async () => Response.json(compiled));
    const t = await onDemandTranslator("fr-ca", "translator-test", "search", fetcher as unknown as typeof fetch);
    expect(t("seeAll", { query: "prise" })).toBe("Voir tous les résultats pour « prise »");
    expect(t("status", { count: 0 })).toBe("0 suggestion");
    await expect(onDemandTranslator("fr-ca", "translator-missing", "search", vi.fn(async () => new Response("", { status: 404 })) as unknown as typeof fetch)).rejects.toThrow(/404/);
  });
});
