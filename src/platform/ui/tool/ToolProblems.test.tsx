// The tools' problems and notices (F4, F5, F6): what a visitor (and a screen reader) is told above the results.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToolProblems } from "./ToolProblems";

describe("ToolProblems", () => {
  it("says nothing when there is nothing to say", () => {
    expect(renderToStaticMarkup(<ToolProblems problems={[]} />)).toBe("");
  });

  it("lists the query's problems in one alert, then the information, then the answer's error as its own alert", () => {
    const html = renderToStaticMarkup(<ToolProblems problems={["Radius unknown", "Family unknown"]} info="Enter a location" notice="Nothing found" />);
    expect(html).toMatch(/^<div[^>]*role="alert"><ul><li>Radius unknown<\/li><li>Family unknown<\/li><\/ul><\/div><p[^>]*>Enter a location<\/p><p[^>]*role="alert">Nothing found<\/p>$/);
    expect(html.match(/role="alert"/g)).toHaveLength(2);
  });

  it("an information line is not an alert", () => {
    expect(renderToStaticMarkup(<ToolProblems info="Choose a market" />)).not.toContain("alert");
  });
});
