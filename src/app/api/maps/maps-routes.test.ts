// GET /api/maps/autocomplete and /api/maps/places/{id} over the embedded gazetteer (A5): suggestions in the page's
// language, the address parts of one, and any input a 200 with none or a 404, never a 5xx.
import { describe, expect, it } from "vitest";
import { GET as autocomplete } from "./autocomplete/route";
import { GET as place } from "./places/[id]/route";

const get = (path: string) => new Request(`http://localhost${path}`);

describe("maps endpoints (A5, embedded gazetteer)", () => {
  it("suggests places for a city or a postal code, names in the locale, cacheable", async () => {
    const response = await autocomplete(get("/api/maps/autocomplete?q=montreal&locale=fr-ca"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const { suggestions } = (await response.json()) as { suggestions: { id: string; primary: string; secondary: string }[] };
    expect(suggestions[0]).toEqual({ id: expect.stringMatching(/^city:\d+$/), primary: "Montréal", secondary: "Québec, Canada" });
    const zip = (await (await autocomplete(get("/api/maps/autocomplete?q=62701&locale=en"))).json()) as { suggestions: { id: string; secondary: string }[] };
    expect(zip.suggestions).toEqual([{ id: "postal:US:62701", primary: "62701", secondary: "Springfield, Illinois, United States" }]);
  }, 60_000);

  it("gives a suggestion's address parts, and 404 for an id it never gave", async () => {
    const response = await place(get("/api/maps/places/postal%3AUS%3A62701?locale=es-mx"), { params: Promise.resolve({ id: "postal%3AUS%3A62701" }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ city: "Springfield", region: "IL", postalCode: "62701", country: "US", label: "Springfield, Illinois 62701, Estados Unidos" });
    for (const id of ["city:0", "nope", "%E0%A4%A", "x".repeat(5000)]) {
      const missing = await place(get("/api/maps/places/x"), { params: Promise.resolve({ id }) });
      expect(missing.status, id).toBe(404);
    }
  });

  it("answers hostile or empty queries with no suggestions", async () => {
    for (const query of ["", "?q=", "?q=a", `?q=${"x".repeat(10_000)}`, "?q=%00%01&locale=xx", "?q=' OR 1=1--", "?q[]=a&q[]=b"]) {
      const response = await autocomplete(get(`/api/maps/autocomplete${query}`));
      expect(response.status, query).toBe(200);
      expect(((await response.json()) as { suggestions: unknown[] }).suggestions, query).toEqual(query.includes("OR") ? expect.any(Array) : []);
    }
  });
});
