import { describe, expect, it } from "vitest";
import { twoColumnStyle } from "./columns";

describe("C3 two-column layout options", () => {
  it("maps each ratio to a grid template", () => {
    expect(twoColumnStyle("1:1", "medium")).toEqual({ "--columns-template": "1fr 1fr", "--columns-gap": "var(--space-5)" });
    expect(twoColumnStyle("1:2", "none")["--columns-template" as "color"]).toBe("1fr 2fr");
    expect(twoColumnStyle("2:1", "small")["--columns-template" as "color"]).toBe("2fr 1fr");
    expect(twoColumnStyle("1:3", "large")).toEqual({ "--columns-template": "1fr 3fr", "--columns-gap": "var(--space-7)" });
    expect(twoColumnStyle("3:1", "none")).toEqual({ "--columns-template": "3fr 1fr", "--columns-gap": "0" });
  });
});
