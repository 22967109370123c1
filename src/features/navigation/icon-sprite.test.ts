import { describe, expect, it } from "vitest";
import { navIconSprite, NAV_ICONS } from "./icon-sprite";
import { NAV_ICON_NAMES } from "./presentation";

describe("navIconSprite", () => {
  it("holds one symbol per icon name the CMS may give, with lucide's drawing", () => {
    const sprite = navIconSprite();
    for (const name of NAV_ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24"`);
    expect(sprite.match(/<symbol /g)).toHaveLength(NAV_ICON_NAMES.length);
    expect(Object.keys(NAV_ICONS).sort()).toEqual([...NAV_ICON_NAMES].sort());
    // map-pin's circle, as lucide draws it
    expect(sprite).toMatch(/<symbol id="map-pin"[^>]*>.*<circle cx="12" cy="10" r="3"><\/circle><\/symbol>/);
  });

  it("strokes in the text colour, so an icon takes its link's colour", () => {
    expect(navIconSprite()).toMatch(/<symbol id="phone"[^>]* fill="none" stroke="currentColor" stroke-width="2"/);
  });

  it("refuses a component that draws no <svg>", () => {
    expect(() => navIconSprite({ broken: () => null })).toThrow(/broken/);
  });
});
