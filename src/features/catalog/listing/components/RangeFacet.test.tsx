import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { parseListingState } from "../listing-state";
import { RangeFacet, type RangeFacetLabels } from "./RangeFacet";

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const labels: RangeFacetLabels = {
  heading: "Amperage (A)",
  min: "Minimum",
  max: "Maximum",
  apply: "Apply",
  applyLabel: "Apply the Amperage (A) range",
  clear: "Clear",
  clearLabel: "Clear the Amperage (A) range",
  available: "Available: 15 A to 30 A",
};
const range = { key: "amperage", label: "Amperage", unit: "A", available: { min: 15, max: 30 } };

/** The first tag of a kind that holds an attribute, whatever the order of its attributes. */
const tagWith = (out: string, name: string, attribute: string) => new RegExp(`<${name}[^>]*${attribute}[^>]*>`).exec(out)?.[0] ?? "";

/** The query a browser sends when the form is submitted as rendered: its fields in document order. */
function submitted(out: string): URLSearchParams {
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(out)?.[1] ?? "";
  const search = new URLSearchParams();
  for (const [, attributes] of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(attributes!)?.[1];
    if (name) search.append(name, /value="([^"]*)"/.exec(attributes!)?.[1] ?? "");
  }
  return search;
}

describe("listing range facet (issue 3, P4)", () => {
  it("is a GET form with labelled number inputs, the available bounds and the other filters as hidden fields", async () => {
    const out = await html(<RangeFacet range={range} action="/voltline/en/products/x/c/duplex" hidden={[{ name: "f.colour", value: "White" }]} clearHref="/x" labels={labels} />);
    expect(out).toMatch(/<h3 id="range-amperage-title">Amperage \(A\)<\/h3>/);
    expect(out).toContain('action="/voltline/en/products/x/c/duplex"');
    expect(out).not.toMatch(/method="post"/i);
    expect(out).toMatch(/<label for="range-amperage-min">Minimum<\/label>/);
    const min = tagWith(out, "input", 'id="range-amperage-min"');
    expect(min).toContain('name="r.amperage.min"');
    expect(min).toContain('type="number"');
    expect(out).toContain('placeholder="30"');
    expect(out).toContain("Available: 15 A to 30 A");
    expect(out).toContain('aria-label="Apply the Amperage (A) range"');
    // No range chosen: nothing to clear.
    expect(out).not.toContain("Clear the Amperage (A) range");
    // What the browser submits, read back as the listing reads a query, is the range typed into the inputs.
    const query = submitted(out);
    query.set("r.amperage.min", "20");
    const state = parseListingState(Object.fromEntries(query), new Set(["colour", "amperage"]), new Set(["amperage"]));
    expect(state).toMatchObject({ refinements: { colour: ["White"] }, ranges: { amperage: { min: 20 } }, rangeFields: true, rejected: [] });
  });

  it("shows the chosen bounds in the inputs and a link that clears them", async () => {
    const out = await html(<RangeFacet range={{ ...range, selected: { min: 20, max: 25.5 } }} action="/a" hidden={[]} clearHref="/a?f.colour=White" labels={labels} />);
    expect(tagWith(out, "input", 'name="r.amperage.min"')).toContain('value="20"');
    expect(tagWith(out, "input", 'name="r.amperage.max"')).toContain('value="25.5"');
    const clear = tagWith(out, "a", 'aria-label="Clear the Amperage \\(A\\) range"');
    expect(clear).toContain('href="/a?f.colour=White"');
    expect(out).toContain(`${clear}Clear</a>`);
  });
});
