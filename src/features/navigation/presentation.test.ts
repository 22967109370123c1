import { describe, expect, it } from "vitest";
import { entryClassName, entryLook, entryStyle, lookAttributes } from "./presentation";

describe("N3 navigation entry look (issue 18)", () => {
  it("keeps the CMS's variant and custom classes as plain class tokens and drops anything else", () => {
    expect(entryClassName({ variantClass: "megamenu", customClass: "nav-highlight btn-primary" })).toBe("megamenu nav-highlight btn-primary");
    expect(entryClassName({ variantClass: '" onmouseover="alert(1)', customClass: "ok <b> x{y}" })).toBe("ok");
    expect(entryClassName({})).toBeUndefined();
  });

  it("reads the custom style's presentational declarations only, with plain values", () => {
    expect(entryStyle({ customStyle: "color: #c00; font-weight: 700; text-transform: uppercase" })).toEqual({ color: "#c00", fontWeight: "700", textTransform: "uppercase" });
    // Nothing that loads, escapes, positions or hides: dropped one by one, the rest kept.
    expect(entryStyle({ customStyle: "background-color: url(https://evil.example/x.png); position: fixed; display:none; color: var(--brand-primary)" })).toEqual({ color: "var(--brand-primary)" });
    expect(entryStyle({ customStyle: "color: red\\; x; background-color: expression(alert(1))" })).toBeUndefined();
    expect(entryStyle({ customStyle: "no declarations here" })).toBeUndefined();
  });

  it("draws an icon only from the site's set, on the side the entry asks (left by default)", () => {
    expect(entryLook({ iconName: "map-pin", iconPosition: "left" }).icon).toEqual({ name: "map-pin", position: "left" });
    expect(entryLook({ iconName: "phone", iconPosition: "right" }).icon).toEqual({ name: "phone", position: "right" });
    expect(entryLook({ iconName: "phone" }).icon).toEqual({ name: "phone", position: "left" });
    expect(entryLook({ iconName: "skull-and-crossbones" })).toEqual({});
    expect(entryLook({ iconName: "__proto__" })).toEqual({});
  });

  it("gives an element only the attributes the entry has, after the element's own class", () => {
    expect(lookAttributes({})).toEqual({});
    expect(Object.keys(lookAttributes(undefined, undefined))).toEqual([]);
    expect(lookAttributes({ className: "nav-highlight" }, "navLink")).toEqual({ className: "navLink nav-highlight" });
    expect(lookAttributes({ style: { color: "#c00" }, icon: { name: "phone", position: "left" } })).toEqual({ style: { color: "#c00" } });
  });
});
