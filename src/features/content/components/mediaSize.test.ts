import { describe, expect, it } from "vitest";
import { imageSizesFor, sizeClassKey } from "@/features/content/components/mediaSize";

describe("C5/V3 media sizes", () => {
  it("gives capped sizes hints and a full-viewport hint for Full", () => {
    expect(imageSizesFor("Small")).toBe("(max-width: 400px) 100vw, 400px");
    expect(imageSizesFor("Medium")).toBe("(max-width: 640px) 100vw, 640px");
    expect(imageSizesFor("Default")).toBe("(max-width: 1200px) 100vw, 1200px");
    expect(imageSizesFor("Full")).toBe("100vw");
  });

  it("maps each size to its style class key", () => {
    expect(["Small", "Medium", "Default", "Full"].map((s) => sizeClassKey(s as "Small"))).toEqual([
      "sizeSmall",
      "sizeMedium",
      "sizeDefault",
      "sizeFull",
    ]);
  });
});
