import { describe, expect, it } from "vitest";
import { linkNavigationTarget, type LinkAnchor, type LinkClick } from "./link-navigation";

const click: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const anchor = (href: string, extra: Partial<LinkAnchor> = {}): LinkAnchor => ({ href, target: "", download: false, ...extra });
const location = { origin: "https://www.voltline.example", pathname: "/voltline/en", search: "" };

describe("U2 link navigation detection", () => {
  it("U2 a plain click on a same-origin link starts a navigation to its path and query", () => {
    expect(linkNavigationTarget(click, anchor("https://www.voltline.example/voltline/en/products?page=2"), location)).toBe(
      "/voltline/en/products?page=2",
    );
    expect(linkNavigationTarget(click, anchor("/voltline/fr-ca"), location)).toBe("/voltline/fr-ca");
  });

  it.each([
    ["middle button", { button: 1 }],
    ["ctrl", { ctrlKey: true }],
    ["meta", { metaKey: true }],
    ["shift", { shiftKey: true }],
    ["alt", { altKey: true }],
  ])("U2 a %s click does not start one", (_, extra) => {
    expect(linkNavigationTarget({ ...click, ...extra }, anchor("/voltline/en/news"), location)).toBeUndefined();
  });

  it("U2 new-tab, download, external, non-http and hash-only links do not start one", () => {
    expect(linkNavigationTarget(click, anchor("/voltline/en/news", { target: "_blank" }), location)).toBeUndefined();
    expect(linkNavigationTarget(click, anchor("/files/a.pdf", { download: true }), location)).toBeUndefined();
    expect(linkNavigationTarget(click, anchor("https://partner.example/"), location)).toBeUndefined();
    expect(linkNavigationTarget(click, anchor("mailto:info@voltline.example"), location)).toBeUndefined();
    expect(linkNavigationTarget(click, anchor("/voltline/en#main"), location)).toBeUndefined();
  });

  it("U2 target _self behaves like no target", () => {
    expect(linkNavigationTarget(click, anchor("/voltline/en/news", { target: "_self" }), location)).toBe("/voltline/en/news");
  });
});
