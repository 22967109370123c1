// The Google Places adapter in the browser (X6): the Maps JavaScript API loaded with the places library, Places API
// (New) through its classes (AutocompleteSuggestion, Place). A script that does not load, or loads without the places
// library, is the spec's error (§5): PlacesUnavailableError, and the form is filled in by hand.
import type { PlaceAddress, PlaceSuggestion } from "../model";
import { PlacesUnavailableError, type PlacesClient } from "./port";

/** The part of `google.maps.places` this adapter uses (Places API (New) classes). */
export interface GooglePlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: AutocompleteRequest): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
  AutocompleteSessionToken: new () => object;
  Place: new (options: { id: string; requestedLanguage?: string }) => GooglePlace;
}

export interface AutocompleteRequest {
  input: string;
  sessionToken: object;
  language: string;
  region: string;
  includedRegionCodes: string[];
}

interface PlacePrediction {
  placeId: string;
  mainText: { text: string } | null;
  secondaryText: { text: string } | null;
  text: { text: string };
}

export interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

interface GooglePlace {
  fetchFields(request: { fields: string[] }): Promise<unknown>;
  addressComponents?: AddressComponent[] | null;
  formattedAddress?: string | null;
  location?: { lat(): number; lng(): number } | null;
}

interface GoogleMapsGlobal {
  maps?: { importLibrary?: (name: string) => Promise<unknown> };
}

/** Countries the site's customers are in: suggestions are kept to them. */
export const GOOGLE_REGION_CODES = ["us", "ca", "mx"];
export const PLACE_FIELDS = ["addressComponents", "formattedAddress", "location"];
const SCRIPT_ID = "google-maps-js";

/** Which ISO 3166-2 code a subdivision Google names is (Mexico's short names are not ISO codes: "Jal."). */
export type RegionCodeOf = (country: string, shortText: string, longText: string) => string;

/** A Place's address components as the address form's fields. Pure. */
export function addressOfComponents(components: readonly AddressComponent[], formattedAddress: string, regionCode: RegionCodeOf): PlaceAddress {
  const part = (type: string, form: "longText" | "shortText" = "longText") => components.find((component) => component.types.includes(type))?.[form] ?? "";
  const country = part("country", "shortText").toUpperCase();
  const line1 = [part("street_number"), part("route")].filter(Boolean).join(" ");
  return {
    line1,
    city: part("locality") || part("postal_town") || part("sublocality") || part("administrative_area_level_2"),
    region: regionCode(country, part("administrative_area_level_1", "shortText"), part("administrative_area_level_1")),
    postalCode: part("postal_code"),
    country,
    label: formattedAddress,
  };
}

/** Loads the Maps JavaScript API once (async loading, the places library) and returns `google.maps.places`. */
export function loadPlacesLibrary(apiKey: string, language: string, win: Window & { google?: GoogleMapsGlobal } = window): Promise<GooglePlacesLibrary> {
  const cached = (win as { __voltlinePlaces?: Promise<GooglePlacesLibrary> }).__voltlinePlaces;
  if (cached) return cached;
  const loading = new Promise<GooglePlacesLibrary>((resolve, reject) => {
    const callback = "__voltlineMapsReady";
    (win as unknown as Record<string, unknown>)[callback] = () => {
      const importLibrary = win.google?.maps?.importLibrary;
      if (!importLibrary) return reject(new PlacesUnavailableError("the places library was not loaded"));
      importLibrary("places").then(
        (library) => (isPlacesLibrary(library) ? resolve(library) : reject(new PlacesUnavailableError("the places library was not loaded"))),
        (error: unknown) => reject(new PlacesUnavailableError("the places library was not loaded", { cause: error })),
      );
    };
    const script = win.document.createElement("script");
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({ key: apiKey, libraries: "places", language, loading: "async", callback })}`;
    script.onerror = () => reject(new PlacesUnavailableError("the maps script did not load"));
    win.document.head.append(script);
  });
  (win as { __voltlinePlaces?: Promise<GooglePlacesLibrary> }).__voltlinePlaces = loading.catch((error: unknown) => {
    // A failed load is tried again next time (the network may be back).
    (win as { __voltlinePlaces?: Promise<GooglePlacesLibrary> }).__voltlinePlaces = undefined;
    win.document.getElementById(SCRIPT_ID)?.remove();
    throw error;
  });
  return (win as { __voltlinePlaces?: Promise<GooglePlacesLibrary> }).__voltlinePlaces!;
}

function isPlacesLibrary(value: unknown): value is GooglePlacesLibrary {
  const library = value as Partial<GooglePlacesLibrary> | undefined;
  return typeof library?.AutocompleteSuggestion?.fetchAutocompleteSuggestions === "function" && typeof library.Place === "function" && typeof library.AutocompleteSessionToken === "function";
}

/**
 * Google Places behind the PlacesClient port. One session token from the first keystroke to the chosen place (Google
 * bills a session, not each keystroke), renewed after each choice.
 */
export function googlePlacesClient(load: () => Promise<GooglePlacesLibrary>, { language, region, regionCode }: { language: string; region: string; regionCode: RegionCodeOf }): PlacesClient {
  let session: object | undefined;
  const library = async () => {
    try {
      return await load();
    } catch (error) {
      throw error instanceof PlacesUnavailableError ? error : new PlacesUnavailableError("the places library was not loaded", { cause: error });
    }
  };
  return {
    async suggest(query) {
      const places = await library();
      session ??= new places.AutocompleteSessionToken();
      const request: AutocompleteRequest = { input: query, sessionToken: session, language, region, includedRegionCodes: GOOGLE_REGION_CODES };
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions(request);
      return suggestions.flatMap(({ placePrediction }): PlaceSuggestion[] =>
        placePrediction ? [{ id: placePrediction.placeId, primary: placePrediction.mainText?.text ?? placePrediction.text.text, secondary: placePrediction.secondaryText?.text ?? "" }] : [],
      );
    },
    async resolve(id) {
      const places = await library();
      const place = new places.Place({ id, requestedLanguage: language });
      await place.fetchFields({ fields: PLACE_FIELDS });
      session = undefined;
      const address = addressOfComponents(place.addressComponents ?? [], place.formattedAddress ?? "", regionCode);
      const location = place.location ? { lat: place.location.lat(), lng: place.location.lng() } : undefined;
      return location ? { ...address, location } : address;
    },
  };
}
