// A tool's query read from the address (F5, F6): the first of repeated values, from either shape; typed text cleaned.
import { describe, expect, it } from "vitest";
import { cleanText, firstParam } from "./query-params";

describe("query parameters of the tools (F5, F6)", () => {
  it("reads the first value of a name from URLSearchParams or the page's searchParams; absent is undefined", () => {
    expect(firstParam(new URLSearchParams("q=a&q=b"), "q")).toBe("a");
    expect(firstParam({ q: ["a", "b"] }, "q")).toBe("a");
    expect(firstParam({ q: "a" }, "q")).toBe("a");
    expect(firstParam(new URLSearchParams(""), "q")).toBeUndefined();
    expect(firstParam({}, "q")).toBeUndefined();
  });

  it("cleans control and formatting characters and spacing out of typed text", () => {
    expect(cleanText("  Spring\u0000field,\t IL\u200b ")).toBe("Spring field, IL");
  });
});
