import { describe, expect, it, vi } from "vitest";
import type { Block, CardBlock, Section } from "@/features/content/model";
import { renderToHtml } from "../blocks/render-for-test";
import { leadImageBlockId } from "./lead-image";
import { PageView } from "./PageView";

// The image block is static markup whose links navigate on the client (KeptMarkup asks for the router).
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const image = (name: string) => ({ id: name, url: `/content/images/${name}.jpg`, title: name, description: `The ${name}`, width: 800, height: 600, contentType: "image/jpeg" });
const section = (id: string, blocks: Block[]): Section => ({ id, container: "contained", padding: "medium", backgroundColor: "white", flexDirection: "column", flexBreakpoint: "md", blocks });
const card = (id: string, withImage: boolean): CardBlock => ({ id, type: "card", title: id, ...(withImage ? { image: image(id) } : {}) });
const hero = (id: string): Block => ({ id, type: "heroBanner", heading: "How to install a GFCI receptacle", overlay: false, layout: "full", textAlign: "left", variant: "light", contentWidth: "medium", headerSize: "large", bodySize: "medium" });
const figure = (id: string): Block => ({ id, type: "image", image: image(id), size: "Medium", particle: false });

describe("C5 the page's lead image", () => {
  it("is the first image in render order: through grids, carousels and both columns, skipping blocks without one", () => {
    const columns: Block = { id: "two", type: "twoColumnLayout", layout: "50-50", gap: "medium", reverseOnMobile: false, left: [card("left-card", false)], right: [figure("right-figure")] } as unknown as Block;
    expect(leadImageBlockId({ headerSection: section("h", [hero("hero")]), sections: [section("s1", [columns, figure("later")])] })).toBe("right-figure");
    const grid: Block = { id: "grid", type: "cardGrid", columns: 3, mobileColumns: 1, cards: [card("plain", false), card("pictured", true)] } as unknown as Block;
    expect(leadImageBlockId({ sections: [section("s1", [grid]), section("s2", [figure("later")])] })).toBe("pictured");
    expect(leadImageBlockId({ sections: [section("s1", [hero("hero")])] })).toBeUndefined();
  });

  it("loads at once on a page whose header has no picture, and the images below it stay lazy", async () => {
    const html = await renderToHtml(
      <PageView
        brand="voltline"
        locale="en"
        page={{ id: "p", slug: "support/installation/gfci-receptacles", title: "GFCI", brand: "voltline", kind: "page", noIndex: false, breadcrumbStyle: "none", headerSection: section("h", [hero("hero")]), sections: [section("s1", [figure("first")]), section("s2", [figure("second")])] } as never}
      />,
    );
    const tags = html.match(/<img[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    expect(tags[0]).toContain('alt="The first"');
    expect(tags[0]).toContain('loading="eager"');
    expect(tags[1]).toContain('loading="lazy"');
  });
});
