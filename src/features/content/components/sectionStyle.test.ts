import { describe, expect, it } from "vitest";
import { sectionContainerClass, sectionModifierKeys } from "@/features/content/components/sectionStyle";

describe("C2 section options", () => {
  it("maps container to the global layout classes", () => {
    expect(sectionContainerClass("contained")).toBe("container");
    expect(sectionContainerClass("narrow")).toBe("container-narrow");
    expect(sectionContainerClass("full")).toBeUndefined();
  });

  it("maps padding, background and row breakpoint to style keys", () => {
    expect(sectionModifierKeys({ padding: "large", backgroundColor: "brand", flexDirection: "row", flexBreakpoint: "md" })).toEqual([
      "padding-large",
      "background-brand",
      "row-md",
    ]);
    expect(sectionModifierKeys({ padding: "none", backgroundColor: "white", flexDirection: "column", flexBreakpoint: "lg" })).toEqual([
      "padding-none",
      "background-white",
    ]);
  });
});
