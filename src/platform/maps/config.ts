// Which Places adapter runs (ARCHITECTURE: maps; issue 14): the embedded gazetteer by default, Google Places when
// MAPS_PROVIDER=google and a browser key is set. The key is a browser key (restricted to the site's origin at Google):
// the browser loads the Maps JavaScript API with the places library itself.
export const MAPS_ENV = [
  { name: "MAPS_PROVIDER", default: "embedded", description: "`embedded` (a gazetteer of North American places from npm data packages, served by the site) or `google` (Google Maps JavaScript API with the places library, in the browser)" },
  { name: "GOOGLE_GEOCODING_API_KEY", default: "(unset)", description: "server key of Google's Geocoding API: with MAPS_PROVIDER=google, what visitors type in Where to Buy is geocoded by Google (unset: by the embedded gazetteer)" },
  { name: "GOOGLE_MAPS_API_KEY", default: "(unset)", description: "browser key of the Maps JavaScript API and Places API (New), restricted to the site's origin; needed by MAPS_PROVIDER=google (Where to Buy's map is then Google's, with markerclusterer)" },
  { name: "GOOGLE_MAPS_MAP_ID", default: "DEMO_MAP_ID", description: "with MAPS_PROVIDER=google: the Map ID of Where to Buy's map (its advanced markers need one; Google's `DEMO_MAP_ID` is for trials)" },
] as const;

export type MapsClientConfig = { provider: "embedded" } | { provider: "google"; apiKey: string; mapId?: string };

/** The browser's Places adapter and what it needs. MAPS_PROVIDER=google without a key is a start-up error. */
export function mapsClientConfig(env: Record<string, string | undefined> = process.env): MapsClientConfig {
  const provider = env.MAPS_PROVIDER?.trim() || "embedded";
  if (provider === "embedded") return { provider: "embedded" };
  if (provider !== "google") throw new Error(`MAPS_PROVIDER must be 'embedded' or 'google', not '${provider}'`);
  const apiKey = env.GOOGLE_MAPS_API_KEY?.trim();
  if (!apiKey || !/^[A-Za-z0-9_-]{20,100}$/.test(apiKey)) throw new Error("MAPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY (a browser key)");
  const mapId = env.GOOGLE_MAPS_MAP_ID?.trim();
  if (mapId && !/^[A-Za-z0-9_-]{1,100}$/.test(mapId)) throw new Error("GOOGLE_MAPS_MAP_ID is not a Map ID");
  return mapId ? { provider: "google", apiKey, mapId } : { provider: "google", apiKey };
}

/** Origins the browser reaches under MAPS_PROVIDER=google (the security policy allows them only then). */
export const GOOGLE_MAPS_ORIGINS = {
  script: ["https://maps.googleapis.com"],
  connect: ["https://maps.googleapis.com", "https://places.googleapis.com"],
  image: ["https://maps.gstatic.com", "https://maps.googleapis.com"],
} as const;

/** Which geocoder the server asks (issue 16): Google's Geocoding API with MAPS_PROVIDER=google and a server key, else the gazetteer. */
export function geocoderConfig(env: Record<string, string | undefined> = process.env): { provider: "embedded" } | { provider: "google"; apiKey: string } {
  const apiKey = env.GOOGLE_GEOCODING_API_KEY?.trim();
  if (env.MAPS_PROVIDER?.trim() !== "google" || !apiKey) return { provider: "embedded" };
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(apiKey)) throw new Error("GOOGLE_GEOCODING_API_KEY is not a usable key");
  return { provider: "google", apiKey };
}
