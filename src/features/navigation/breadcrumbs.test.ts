import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, buildTrail, parentPaths } from "./breadcrumbs";

describe("breadcrumbs (N4)", () => {
  it("lists the parents of a multi-segment slug", () => {
    expect(parentPaths("support/installation/gfci-receptacles")).toEqual(["support", "support/installation"]);
    expect(parentPaths("about")).toEqual([]);
  });

  it("builds a trail from home and a BreadcrumbList with absolute urls", () => {
    const trail = buildTrail({ brand: "voltline", locale: "en", homeLabel: "Home", items: [{ label: "Support", path: "support" }, { label: "Installation", path: "support/installation" }] });
    expect(trail).toEqual([
      { label: "Home", href: "/voltline/en" },
      { label: "Support", href: "/voltline/en/support" },
      { label: "Installation", href: "/voltline/en/support/installation" },
    ]);
    const list = breadcrumbJsonLd(trail, "https://s.example").itemListElement;
    expect(list[1]).toEqual({ "@type": "ListItem", position: 2, name: "Support", item: "https://s.example/voltline/en/support" });
    // The page itself: no item, the page's own URL (Google takes it; the canonical link gives it).
    expect(list[2]).toEqual({ "@type": "ListItem", position: 3, name: "Installation" });
  });
});
