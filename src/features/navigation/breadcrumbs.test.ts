import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, buildTrail, parentPaths } from "./breadcrumbs";

describe("breadcrumbs (N4)", () => {
  it("lists the parents of a multi-segment slug", () => {
    expect(parentPaths("support/installation/gfci-receptacles")).toEqual(["support", "support/installation"]);
    expect(parentPaths("about")).toEqual([]);
  });

  it("builds a trail from home and a BreadcrumbList with absolute urls", () => {
    const trail = buildTrail({ brand: "voltline", locale: "en", homeLabel: "Home", items: [{ label: "Support", path: "support" }] });
    expect(trail).toEqual([
      { label: "Home", href: "/voltline/en" },
      { label: "Support", href: "/voltline/en/support" },
    ]);
    expect(breadcrumbJsonLd(trail, "https://s.example").itemListElement[1]).toEqual({
      "@type": "ListItem", position: 2, name: "Support", item: "https://s.example/voltline/en/support",
    });
  });
});
