import { describe, expect, it } from "vitest";
import { KEPT_MARK, KEPT_MIN_LENGTH, markStaticMarkup, readMarkedMarkup, STATIC_MARK } from "./kept-markup";

describe("the marks of static markup kept out of a document's payload (ADR 78)", () => {
  it("marks a block of the minimum length or more, and leaves a shorter one plain", () => {
    const long = "x".repeat(KEPT_MIN_LENGTH);
    expect(markStaticMarkup(long)).toBe(STATIC_MARK + long);
    expect(markStaticMarkup(long.slice(1))).toBe(long.slice(1));
    // A block that has the client component anyway (client links) is kept at any length.
    expect(markStaticMarkup("<a href=\"/x\" data-client-link>x</a>", 0)).toBe(`${STATIC_MARK}<a href="/x" data-client-link>x</a>`);
  });

  it("reads the HTML back, a kept block's number, or a plain string as it is", () => {
    expect(readMarkedMarkup(markStaticMarkup("<p>é</p>".repeat(64)))).toEqual({ kind: "markup", html: "<p>é</p>".repeat(64) });
    expect(readMarkedMarkup(`${KEPT_MARK}12`)).toEqual({ kind: "kept", id: "12" });
    expect(readMarkedMarkup("<p>short</p>")).toEqual({ kind: "plain", html: "<p>short</p>" });
    // A mark inside the text is text.
    expect(readMarkedMarkup(`a ${STATIC_MARK}b`)).toEqual({ kind: "plain", html: `a ${STATIC_MARK}b` });
  });
});
