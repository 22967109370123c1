// Contract of the Google Places adapter (X6) against a fake of the Maps JavaScript API: the requests it makes have
// Places API (New)'s shapes, a place's address components become the address form's fields, and a script that does
// not load, or loads without the places library, is the spec's error (§5).
import { describe, expect, it } from "vitest";
import { addressOfComponents, GOOGLE_REGION_CODES, googlePlacesClient, loadPlacesLibrary, PLACE_FIELDS, type AutocompleteRequest, type GooglePlacesLibrary } from "./google";
import { PlacesUnavailableError } from "./port";

const regionCode = (country: string, short: string, long: string) => (country === "MX" && long === "Jalisco" ? "JAL" : short);

function fakeLibrary() {
  const requests: AutocompleteRequest[] = [];
  const fetched: { id: string; requestedLanguage?: string; fields: string[] }[] = [];
  let tokens = 0;
  const library: GooglePlacesLibrary = {
    AutocompleteSessionToken: class {
      readonly n = ++tokens;
    },
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        requests.push(request);
        return {
          suggestions: [
            { placePrediction: { placeId: "ChIJ-guadalajara", mainText: { text: "Av. Vallarta 1234" }, secondaryText: { text: "Guadalajara, Jal., México" }, text: { text: "Av. Vallarta 1234, Guadalajara, Jal., México" } } },
            { placePrediction: null },
          ],
        };
      },
    },
    Place: class {
      addressComponents = [
        { longText: "1234", shortText: "1234", types: ["street_number"] },
        { longText: "Avenida Vallarta", shortText: "Av. Vallarta", types: ["route"] },
        { longText: "Guadalajara", shortText: "Guadalajara", types: ["locality", "political"] },
        { longText: "Jalisco", shortText: "Jal.", types: ["administrative_area_level_1", "political"] },
        { longText: "México", shortText: "MX", types: ["country", "political"] },
        { longText: "44100", shortText: "44100", types: ["postal_code"] },
      ];
      formattedAddress = "Av. Vallarta 1234, Guadalajara, Jal., México";
      location = { lat: () => 20.67, lng: () => -103.35 };
      constructor(private readonly options: { id: string; requestedLanguage?: string }) {}
      async fetchFields({ fields }: { fields: string[] }) {
        fetched.push({ ...this.options, fields });
      }
    },
  };
  return { library, requests, fetched, tokens: () => tokens };
}

describe("Google Places adapter (X6, A5)", () => {
  it("asks Places API (New) for suggestions in the page's language, kept to North America, one session token per choice", async () => {
    const fake = fakeLibrary();
    const client = googlePlacesClient(async () => fake.library, { language: "es-MX", region: "mx", regionCode });
    const suggestions = await client.suggest("av vallarta", {});
    await client.suggest("av vallarta 12", {});
    expect(suggestions).toEqual([{ id: "ChIJ-guadalajara", primary: "Av. Vallarta 1234", secondary: "Guadalajara, Jal., México" }]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toEqual({ input: "av vallarta", sessionToken: expect.any(Object), language: "es-MX", region: "mx", includedRegionCodes: GOOGLE_REGION_CODES });
    expect(fake.requests[1]!.sessionToken).toBe(fake.requests[0]!.sessionToken);

    const place = await client.resolve("ChIJ-guadalajara", {});
    expect(fake.fetched).toEqual([{ id: "ChIJ-guadalajara", requestedLanguage: "es-MX", fields: PLACE_FIELDS }]);
    expect(place).toEqual({ line1: "1234 Avenida Vallarta", city: "Guadalajara", region: "JAL", postalCode: "44100", country: "MX", label: "Av. Vallarta 1234, Guadalajara, Jal., México", location: { lat: 20.67, lng: -103.35 } });
    // A new search after a choice is a new session.
    await client.suggest("insurgentes", {});
    expect(fake.requests[2]!.sessionToken).not.toBe(fake.requests[0]!.sessionToken);
  });

  it("maps address components whatever is missing", () => {
    expect(addressOfComponents([], "", regionCode)).toEqual({ line1: "", city: "", region: "", postalCode: "", country: "", label: "" });
    expect(addressOfComponents([{ longText: "Montréal", shortText: "Montréal", types: ["locality"] }, { longText: "Québec", shortText: "QC", types: ["administrative_area_level_1"] }, { longText: "Canada", shortText: "ca", types: ["country"] }], "Montréal, QC", regionCode)).toMatchObject({ city: "Montréal", region: "QC", country: "CA" });
  });

  it("fails with PlacesUnavailableError when the places library was not loaded (spec §5)", async () => {
    const client = googlePlacesClient(async () => Promise.reject(new Error("script error")), { language: "en", region: "us", regionCode });
    await expect(client.suggest("spring", {})).rejects.toBeInstanceOf(PlacesUnavailableError);
    await expect(client.resolve("x", {})).rejects.toThrow("the places library was not loaded");
  });

  it("loads the script once with the key, the places library and the language; a failed script or a missing library is refused", async () => {
    const appended: { src: string; onerror: (() => void) | null }[] = [];
    const win = {
      document: {
        createElement: () => ({ id: "", async: false, src: "", onerror: null as (() => void) | null }),
        head: { append: (script: { src: string; onerror: (() => void) | null }) => appended.push(script) },
        getElementById: () => null,
      },
    } as unknown as NonNullable<Parameters<typeof loadPlacesLibrary>[2]>;

    const failing = loadPlacesLibrary("key-of-test", "fr-CA", win);
    expect(new URL(appended[0]!.src).searchParams.get("libraries")).toBe("places");
    expect(new URL(appended[0]!.src).searchParams.get("key")).toBe("key-of-test");
    expect(new URL(appended[0]!.src).searchParams.get("language")).toBe("fr-CA");
    expect(new URL(appended[0]!.src).origin).toBe("https://maps.googleapis.com");
    appended[0]!.onerror?.();
    await expect(failing).rejects.toThrow("the maps script did not load");

    // Loaded, but without the places library.
    const missing = loadPlacesLibrary("key-of-test", "en", win);
    (win as unknown as { google: unknown }).google = { maps: { importLibrary: async () => ({}) } };
    (win as unknown as Record<string, () => void>).__voltlineMapsReady!();
    await expect(missing).rejects.toBeInstanceOf(PlacesUnavailableError);

    // Loaded with it.
    const fake = fakeLibrary();
    const loaded = loadPlacesLibrary("key-of-test", "en", win);
    (win as unknown as { google: unknown }).google = { maps: { importLibrary: async (name: string) => (name === "places" ? fake.library : {}) } };
    (win as unknown as Record<string, () => void>).__voltlineMapsReady!();
    await expect(loaded).resolves.toBe(fake.library);
    expect(await loadPlacesLibrary("key-of-test", "en", win)).toBe(fake.library);
  });
});
