import { describe, expect, it, vi } from "vitest";
import { AdvantageIcons, advantageColumns } from "./Component";
import { ADVANTAGE_ICON_NAMES, advantageIconHtml } from "./icons";
import { renderToHtml, testContext } from "../render-for-test";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

describe("C3 advantage icons block", () => {
  it("defaults to 4 columns when the editor gave none or an invalid count", () => {
    expect(advantageColumns(undefined)).toBe(4);
    expect(advantageColumns(0)).toBe(4);
    expect(advantageColumns(2.5)).toBe(4);
    expect(advantageColumns(3)).toBe(3);
  });

  it("draws the core icon set and the names used in the content pack", async () => {
    const core = ["bolt", "shield", "leaf", "truck", "tools", "certificate", "clock", "globe", "plug", "lightbulb", "headset", "check"];
    const fromContent = ["shield-check", "badge-check", "ban", "calendar", "cloud-rain", "factory", "graduation-cap", "warehouse", "sun-dim"];
    expect(ADVANTAGE_ICON_NAMES).toEqual(expect.arrayContaining([...core, ...fromContent]));
    for (const name of [...core, ...fromContent]) {
      expect(advantageIconHtml(name)).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*><path d=/);
    expect(advantageIconHtml("unknown-icon")).toBe("");
    }
  });

  it("renders a decorative icon per known name and text for every item", async () => {
    const html = await renderToHtml(
      <AdvantageIcons
        context={testContext}
        block={{
          id: "ai",
          type: "advantageIcons",
          title: "Why Voltline",
          columns: 0,
          items: [
            { id: "1", icon: "truck", title: "Ships in 24 hours" },
            { id: "2", icon: "unknown-icon", title: "Lifetime warranty", body: "<p>On every device.</p>" },
          ],
        }}
      />,
    );
    expect(html).toContain("--columns:4");
    expect((html.match(/<svg/g) ?? []).length).toBe(1);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(">Ships in 24 hours</h3>");
    expect(html).toContain("On every device.");
    // One static block (ADR 74): the list is the wrapper's HTML text (sent once), the icon's attributes as HTML writes them.
    const element = AdvantageIcons({ context: testContext, block: { id: "ai", type: "advantageIcons", columns: 0, items: [{ id: "1", icon: "truck", title: "Ships" }] } }) as { props: { html?: string } };
    expect(element.props.html).toMatch(/^<ul class="[^"]*" style="--columns:4"><li class="[^"]*"><svg/);
    expect(html).toMatch(/^<div class="[^"]*wrapper[^"]*"><h2[^>]*>Why Voltline<\/h2><ul class="[^"]*" style="--columns:4"><li/);
    expect(html).toContain('stroke-width="1.75"');
  });
});
