import { describe, expect, it, vi } from "vitest";
import { loadOnDemandMessages } from "./load-on-demand-messages";

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
});
