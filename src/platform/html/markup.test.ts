import { describe, expect, it } from "vitest";
import { attribute, html, joined, styleAttribute } from "./markup";

describe("static markup (ADR 74)", () => {
  it("escapes every interpolated value, so text cannot become markup", () => {
    const name = `<img src=x onerror="alert(1)"> & 'co'`;
    expect(html`<td title="${name}">${name}</td>`).toBe(
      "<td title=\"&#60;img src&#61;x onerror&#61;&#34;alert(1)&#34;&#62; &#38; &#39;co&#39;\">&#60;img src&#61;x onerror&#61;&#34;alert(1)&#34;&#62; &#38; &#39;co&#39;</td>",
    );
  });

  it("inserts markup built by html only where marked with !, and joins lists", () => {
    const rows = joined(["a<b", "c"].map((cell) => html`<li>${cell}</li>`));
    expect(html`<ul>!${rows}</ul>`).toBe("<ul><li>a&#60;b</li><li>c</li></ul>");
    // Unmarked, built markup is escaped too: a missing ! shows as text, never as a hole.
    expect(html`<ul>${rows}</ul>`).toBe("<ul>&#60;li&#62;a&#38;#60;b&#60;/li&#62;&#60;li&#62;c&#60;/li&#62;</ul>");
    expect(joined([])).toBe("");
  });

  it("writes an attribute only when it has a value", () => {
    expect(html`<a!${attribute("aria-current", "page")}!${attribute("target", undefined)}>x</a>`).toBe('<a aria-current="page">x</a>');
    expect(attribute("data-n", 0)).toBe(' data-n="0"');
    expect(attribute("hidden", false)).toBe("");
  });

  it("writes a style as React does: kebab-case properties, custom properties as they are, no undefined or null value", () => {
    expect(styleAttribute({ position: "absolute", objectFit: undefined, objectPosition: null, backgroundColor: "#0b3d62", "--columns": 2 })).toBe(
      ' style="position:absolute;background-color:#0b3d62;--columns:2"',
    );
    expect(styleAttribute({ objectFit: undefined })).toBe("");
    expect(styleAttribute(undefined)).toBe("");
  });
});
