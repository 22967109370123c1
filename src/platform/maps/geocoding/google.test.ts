// Contract of the Google Geocoding adapter (issue 16, X6), without network: the request it sends and how it reads
// Google's documented answer shape.
import { describe, expect, it } from "vitest";
import { GeocoderUnavailableError, googleGeocoder, googleGeocodeRequest } from "./google";

const chicago = {
  status: "OK",
  results: [
    {
      formatted_address: "Chicago, IL 60601, USA",
      address_components: [
        { long_name: "60601", short_name: "60601", types: ["postal_code"] },
        { long_name: "Chicago", short_name: "Chicago", types: ["locality", "political"] },
        { long_name: "Illinois", short_name: "IL", types: ["administrative_area_level_1", "political"] },
        { long_name: "United States", short_name: "US", types: ["country", "political"] },
      ],
      geometry: { location: { lat: 41.8858, lng: -87.6181 }, location_type: "APPROXIMATE" },
      place_id: "ChIJ-60601",
    },
    { formatted_address: "Nowhere", address_components: [], geometry: {} },
  ],
};

function fakeFetch(answer: unknown, status = 200) {
  const requests: { url: string; accept: string | null }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), accept: new Headers(init?.headers).get("accept") });
    return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fetcher, requests };
}

describe("Google Geocoding adapter (F6)", () => {
  it("asks for the address in the page's language, filtered to one country or biased to the locale's", () => {
    const one = googleGeocodeRequest("60601", { locale: "en", countries: ["US"] }, "server-key");
    expect(`${one.origin}${one.pathname}`).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(Object.fromEntries(one.searchParams)).toEqual({ address: "60601", key: "server-key", language: "en", components: "country:US" });
    const any = googleGeocodeRequest("Montréal", { locale: "fr-ca" }, "server-key");
    expect(Object.fromEntries(any.searchParams)).toEqual({ address: "Montréal", key: "server-key", language: "fr-CA", region: "ca" });
  });

  it("answers the same shapes as the gazetteer", async () => {
    const { fetcher, requests } = fakeFetch(chicago);
    const results = await googleGeocoder({ apiKey: "server-key", fetch: fetcher })("60601", { locale: "en", countries: ["US"] });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.accept).toBe("application/json");
    expect(results).toEqual([{ line1: "", city: "Chicago", region: "IL", postalCode: "60601", country: "US", label: "Chicago, IL 60601, USA", location: { lat: 41.8858, lng: -87.6181 } }]);
  });

  it("answers nothing for no match, and GeocoderUnavailableError when Google refuses or cannot be reached", async () => {
    expect(await googleGeocoder({ apiKey: "k", fetch: fakeFetch({ status: "ZERO_RESULTS", results: [] }).fetcher })("zzz", { locale: "en" })).toEqual([]);
    await expect(googleGeocoder({ apiKey: "k", fetch: fakeFetch({ status: "REQUEST_DENIED", error_message: "bad key" }).fetcher })("60601", { locale: "en" })).rejects.toThrow("REQUEST_DENIED: bad key");
    await expect(googleGeocoder({ apiKey: "k", fetch: fakeFetch({}, 503).fetcher })("60601", { locale: "en" })).rejects.toBeInstanceOf(GeocoderUnavailableError);
    const down = (async () => Promise.reject(new TypeError("fetch failed"))) as typeof fetch;
    await expect(googleGeocoder({ apiKey: "k", fetch: down })("60601", { locale: "en" })).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
