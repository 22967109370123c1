import { describe, expect, it } from "vitest";
import { footerGroups, navHref, redactGroups, switchLocalePath } from "./links";
import type { NavigationEntry, NavigationGroup } from "./model";

const entry = (id: string, audience?: NavigationEntry["audience"]): NavigationEntry => ({
  id, kind: "entry", title: id, url: id, external: false, sortOrder: 0, children: [], audience,
});

describe("navigation links", () => {
  it("prefixes site-relative urls with brand and locale and keeps external ones", () => {
    expect(navHref("support/installation", false, "voltline", "fr-ca")).toBe("/voltline/fr-ca/support/installation");
    expect(navHref("https://x.example/", true, "voltline", "en")).toBe("https://x.example/");
    expect(navHref("/voltline-canada/en", false, "voltline", "en")).toBe("/voltline-canada/en");
  });

  it("B3: a link to this brand's own site in another locale (the logo link is not localized) keeps the visitor's locale", () => {
    expect(navHref("/voltline/en", false, "voltline", "fr-ca")).toBe("/voltline/fr-ca");
    expect(navHref("/voltline/en/about?x=1#team", false, "voltline", "es-mx")).toBe("/voltline/es-mx/about?x=1#team");
    expect(navHref("/voltline/en", false, "voltline", "en")).toBe("/voltline/en");
    // A sister brand's site may not have the visitor's locale: its link is the editor's, unchanged.
    expect(navHref("/homestyle/en", false, "voltline", "fr-ca")).toBe("/homestyle/en");
    // Not a locale segment: unchanged.
    expect(navHref("/voltline/english", false, "voltline", "fr-ca")).toBe("/voltline/english");
    expect(navHref("/voltline", false, "voltline", "fr-ca")).toBe("/voltline");
  });

  it("B5 removes brand and account items for redacted brands only", () => {
    const groups: NavigationGroup[] = [
      { id: "g1", title: "Company", sortOrder: 1, entries: [entry("about"), entry("sister", "brands")] },
      { id: "g2", title: "Account", sortOrder: 2, entries: [entry("my-account", "account")] },
    ];
    expect(redactGroups(groups, false)).toBe(groups);
    const redacted = redactGroups(groups, true);
    expect(redacted.map((g) => g.entries.map((e) => e.id))).toEqual([["about"]]);
  });

  it("B4 drops the account items where the brand does not show the account, the list items where it does not show lists", () => {
    const groups: NavigationGroup[] = [
      { id: "g1", title: "Company", sortOrder: 1, entries: [entry("about"), entry("sister", "brands")] },
      { id: "g2", title: "Account", sortOrder: 2, entries: [entry("my-account", "account"), entry("my-list", "account"), entry("my-account/lists", "account")] },
    ];
    const ids = (brand: { showMyAccount: boolean; showMyLists: boolean; redacted: boolean }) => footerGroups(groups, brand).map((g) => g.entries.map((e) => e.id));
    expect(ids({ showMyAccount: true, showMyLists: true, redacted: false })).toEqual([["about", "sister"], ["my-account", "my-list", "my-account/lists"]]);
    expect(ids({ showMyAccount: true, showMyLists: false, redacted: false })).toEqual([["about", "sister"], ["my-account"]]);
    expect(ids({ showMyAccount: false, showMyLists: true, redacted: false })).toEqual([["about", "sister"]]);
    expect(ids({ showMyAccount: true, showMyLists: true, redacted: true })).toEqual([["about"]]);
  });

  it("N6 switches the locale segment and keeps the path", () => {
    expect(switchLocalePath("/voltline/en/support/installation/gfci-receptacles", "es-mx")).toBe(
      "/voltline/es-mx/support/installation/gfci-receptacles",
    );
    expect(switchLocalePath("/voltline/fr-ca", "en")).toBe("/voltline/en");
  });
});
