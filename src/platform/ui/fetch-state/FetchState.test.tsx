import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { FetchError, FetchSkeleton } from "./FetchState";

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe("U4 fetch states (ADR 68)", () => {
  it("a skeleton is one busy status with the caller's words; its shapes are hidden from assistive technology", async () => {
    const out = await html(<FetchSkeleton label="Chargement…" shape="grid" count={4} />);
    expect(out).toMatch(/^<div role="status" aria-busy="true" data-skeleton="grid"/);
    expect(out).toContain('<span class="visually-hidden">Chargement…</span>');
    expect(out).toContain('<div aria-hidden="true"');
    expect(out.match(/<div><div class/g)).toHaveLength(4);
  });

  it("an error is an alert with the reason and a real button that asks again", async () => {
    const out = await html(<FetchError message="Sus listas no se pueden mostrar en este momento." retryLabel="Intentar de nuevo" onRetry={() => undefined} />);
    expect(out).toMatch(/^<div role="alert"/);
    expect(out).toContain("<p>Sus listas no se pueden mostrar en este momento.</p>");
    expect(out).toContain('<button type="button" class="btn btn-secondary">Intentar de nuevo</button>');
  });
});
