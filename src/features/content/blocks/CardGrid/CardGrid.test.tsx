import { describe, expect, it } from "vitest";
import { CardGrid } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { CardBlock } from "@/features/content/model";

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
});
