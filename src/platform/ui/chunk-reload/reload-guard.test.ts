import { describe, expect, it } from "vitest";
import { reloadTarget, shouldReload } from "./reload-guard";

describe("U3 reload guard", () => {
  it("U3 reloads when no reload was recorded", () => {
    expect(shouldReload(1_000_000, null)).toBe(true);
  });

  it("U3 does not reload again within 10 s of the last reload", () => {
    expect(shouldReload(1_000_000, String(1_000_000 - 9_999))).toBe(false);
    expect(shouldReload(1_000_000, String(1_000_000))).toBe(false);
  });

  it("U3 reloads again once the 10 s guard has expired", () => {
    expect(shouldReload(1_000_000, String(1_000_000 - 10_000))).toBe(true);
  });

  it("U3 an unreadable or far-future guard value does not block reloading", () => {
    expect(shouldReload(1_000_000, "garbage")).toBe(true);
    expect(shouldReload(1_000_000, String(1_000_000 + 60_000))).toBe(true);
  });

  it("U3 reloads to the link just clicked, else to the current page", () => {
    const intent = { path: "/voltline/en/products", at: 5_000 };
    expect(reloadTarget(intent, 6_000, "/voltline/en")).toBe("/voltline/en/products");
    expect(reloadTarget(intent, 20_000, "/voltline/en")).toBe("/voltline/en");
    expect(reloadTarget(undefined, 6_000, "/voltline/en")).toBe("/voltline/en");
  });
});
