// Contract of the Google map adapter (X6, F6) without network: the Maps JavaScript API is asked for with the key, the
// places and marker libraries, the page's language and region, by the loader @vis.gl/react-google-maps runs
// (@googlemaps/js-api-loader's bootstrap, given the options as APIProvider maps its props); a load that fails or lacks
// the places library is the spec's error (§5).
import path from "node:path";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import { googleMapsApiProps, placesLibraryMissing } from "./google-loader";

/** A browser just big enough for the loader's bootstrap: it records the script it appends. */
function fakeBrowser() {
  const scripts: { src: string; onerror?: () => void }[] = [];
  const document = {
    createElement: () => ({ src: "", nonce: "" }),
    head: { append: (script: { src: string }) => scripts.push(script) },
    querySelector: () => null,
  };
  // The loader reads `window.google` and the bare global `google`: one object for both.
  vi.stubGlobal("document", document);
  vi.stubGlobal("window", globalThis);
  return { scripts };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { google?: unknown }).google;
  vi.resetModules();
});

describe("Google map adapter (X6, F6)", () => {
  it.each([
    ["en", "en", "US"],
    ["fr-ca", "fr-CA", "CA"],
    ["es-mx", "es-MX", "MX"],
  ])("asks in %s for the key, the places and marker libraries, language %s and region %s", async (locale, language, region) => {
    const props = googleMapsApiProps("AIzaSyTestKeyOfTwentyChars", locale);
    expect(props).toEqual({ apiKey: "AIzaSyTestKeyOfTwentyChars", version: "weekly", libraries: ["places", "marker"], language, region });

    const browser = fakeBrowser();
    // A fresh loader per case (it loads the API once per page): its module under a query of its own.
    const loader = path.join(path.dirname(createRequire(__filename).resolve("@googlemaps/js-api-loader")), "index.js");
    const { setOptions, importLibrary } = (await import(/* @vite-ignore */ `${loader}?case=${locale}`)) as typeof import("@googlemaps/js-api-loader");
    // As APIProvider passes its props to the loader (useGoogleMapsApiLoader).
    setOptions({ key: props.apiKey, v: props.version, libraries: props.libraries, region: props.region, language: props.language });
    const loading = importLibrary("maps");
    await vi.waitFor(() => expect(browser.scripts).toHaveLength(1));
    const url = new URL(browser.scripts[0]!.src);
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/js");
    expect(url.searchParams.get("key")).toBe("AIzaSyTestKeyOfTwentyChars");
    expect(url.searchParams.get("libraries")?.split(",").sort()).toEqual(["marker", "places"]);
    expect(url.searchParams.get("language")).toBe(language);
    expect(url.searchParams.get("region")).toBe(region);
    expect(url.searchParams.get("v")).toBe("weekly");
    expect(url.searchParams.get("callback")).toBe("google.maps.__ib__");
    // The script fails (no network here): the loader rejects, which APIProvider reports as FAILED.
    browser.scripts[0]!.onerror?.();
    await expect(loading).rejects.toThrow("could not load");
  });

  it("gives up with the spec's error when the API or its places library did not load", () => {
    const places = { AutocompleteSuggestion: { fetchAutocompleteSuggestions: () => undefined }, Place: class {} };
    expect(placesLibraryMissing("LOADING", null)).toBe(false);
    expect(placesLibraryMissing("LOADED", null)).toBe(false);
    expect(placesLibraryMissing("LOADED", places)).toBe(false);
    expect(placesLibraryMissing("FAILED", null)).toBe(true);
    expect(placesLibraryMissing("AUTH_FAILURE", null)).toBe(true);
    expect(placesLibraryMissing("LOADED", {})).toBe(true);
  });
});
