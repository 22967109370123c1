import { describe, expect, it, vi } from "vitest";
import { CardGrid } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { CardBlock } from "@/features/content/model";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const card = (id: string, title: string, extra: Partial<CardBlock> = {}): CardBlock => ({ id, type: "card", title, ...extra });

describe("C3 card grid and card blocks", () => {
  it("lists cards with column variables, linked titles and lazy images", async () => {
    const html = await renderToHtml(
      <CardGrid
        context={testContext}
        block={{
          id: "g",
          type: "cardGrid",
          title: "Solutions",
          columns: 3,
          mobileColumns: 1,
          cards: [
            card("c1", "Data centers", {
              eyebrow: "Industry",
              body: "<p>Uptime first.</p>",
              link: { label: "Explore data centers", url: "solutions/data-centers", external: false },
              image: { id: "i", url: "/content/images/dc.jpg", title: "Data center", description: "", width: 800, height: 500, contentType: "image/jpeg" },
            }),
            card("c2", "Healthcare"),
          ],
        }}
      />,
    );
    expect(html).toContain("<h2");
    expect(html).toContain("--columns:3;--mobile-columns:1");
    expect(html).toMatch(/<h3[^>]*><a[^>]*href="\/voltline\/en\/solutions\/data-centers"[^>]*>Data centers<\/a><\/h3>/);
    expect(html).toContain("Explore data centers");
    expect(html).toContain('alt="Data center"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/<h3[^>]*>Healthcare<\/h3>/);
  });

  it("is sent as static markup: a link of the brand's site navigates on the client, a sister brand's and an outside one load (ADR 74, R9)", async () => {
    const linked = (id: string, url: string, external = false) => card(id, id, { link: { label: id, url, external } });
    const html = await renderToHtml(
      <CardGrid
        context={testContext}
        block={{ id: "g", type: "cardGrid", columns: 3, mobileColumns: 1, cards: [linked("Own", "programs"), linked("Sister", "/homestyle/en/programs"), linked("Outside", "https://example.com/x", true)] }}
      />,
    );
    expect(html).toMatch(/<a href="\/voltline\/en\/programs" class="[^"]*" data-client-link>Own<\/a>/);
    expect(html).toMatch(/<a href="\/homestyle\/en\/programs" class="[^"]*">Sister<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/example.com\/x" class="[^"]*">Outside<\/a>/);
    // one element for the whole grid, its cards inside as the server wrote them
    expect(html.match(/<ul /g)).toHaveLength(1);
    expect(html.match(/<article /g)).toHaveLength(3);
  });
});
