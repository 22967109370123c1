import { describe, expect, it, vi } from "vitest";
import { NewsPost } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { NewsPostBlock } from "@/features/content/model";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const block: NewsPostBlock = {
  id: "n",
  type: "newsPost",
  post: { id: "news-2026-ev-chargers", title: "New EV charger line", excerpt: "Level 2 chargers for homes.", date: "2026-03-05T00:00:00Z", brandDirectory: "voltline-canada" },
};

describe("W1 news post block", () => {
  it("links to the post on its brand's site with the date in the page locale", async () => {
    const html = await renderToHtml(<NewsPost block={block} context={{ ...testContext, locale: "fr-ca" }} />);
    expect(html).toContain('href="/voltline-canada/fr-ca/news/news-2026-ev-chargers"');
    expect(html).toMatch(/datetime="2026-03-05T00:00:00Z"/i);
    expect(html).toContain(">5 mars 2026</time>");
    expect(html).toContain("New EV charger line</a></h3>");
    expect(html).toContain("Level 2 chargers for homes.");
    // One static block (ADR 74); a sister brand's post is a full page load (R9), the page's own brand's navigates on the client.
    expect(html).toMatch(/<a href="\/voltline-canada\/fr-ca\/news\/news-2026-ev-chargers" class="[^"]*">/);
    const own = await renderToHtml(<NewsPost block={{ ...block, post: { ...block.post, brandDirectory: "voltline" } }} context={testContext} />);
    expect(own).toMatch(/<a href="\/voltline\/en\/news\/news-2026-ev-chargers" class="[^"]*" data-client-link>/);
  });
});
