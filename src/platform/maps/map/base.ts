// What every embedded map shares (issue 16; ADR 51, 58): the style over the base layer the site serves itself, the
// worker's address, and the place labels, HTML over the canvas (a symbol layer would need glyphs, which no outside host
// may serve): the largest places from the lowest zooms, at most a few dozen at a time, hidden from screen readers (the
// page says in text whatever the map shows). Browser-only; loaded with maplibre by the map adapters.
import { Map as MapLibreMap, Marker, NavigationControl, getVersion, setWorkerUrl, type MapOptions, type StyleSpecification } from "maplibre-gl";
import { localeFromIso } from "@/config/locales";
import { labelName, visibleLabels, type PlaceLabel } from "../embedded/overlays";

/** Served from public/generated/maps by `npm run prepare-data` (scripts/maps/basemap.ts). */
export const BASEMAP_URL = "/generated/maps/basemap.json";
export const WORKER_URL = "/generated/maps/maplibre-gl-worker.js";
export const PLACES_URL = "/generated/maps/places.json";
export const REGIONS_URL = "/generated/maps/regions.json";

const WATER = "#cfe3ef";
export const BASE_STYLE: StyleSpecification = {
  version: 8,
  sources: { base: { type: "geojson", data: BASEMAP_URL, tolerance: 0.5 } },
  layers: [
    { id: "water", type: "background", paint: { "background-color": WATER } },
    { id: "land", type: "fill", source: "base", filter: ["==", ["get", "k"], "land"], paint: { "fill-color": "#f5f2eb" } },
    { id: "lakes", type: "fill", source: "base", filter: ["==", ["get", "k"], "lake"], paint: { "fill-color": WATER } },
    { id: "subunits", type: "line", source: "base", filter: ["==", ["get", "k"], "subunit"], paint: { "line-color": "#9a9288", "line-width": 0.8, "line-dasharray": [3, 2] } },
    { id: "borders", type: "line", source: "base", filter: ["==", ["get", "k"], "border"], paint: { "line-color": "#6b645c", "line-width": 1.3 } },
  ],
};

/** Draws the place labels on a map (fetched once from the site); returns what removes them. */
export function addPlaceLabels(map: MapLibreMap, className: string): () => void {
  let labels: PlaceLabel[] = [];
  let live = true;
  const shown = new Map<string, Marker>();
  // The page's language (its <html lang>): "Ciudad de México" on a es-mx page.
  const locale = localeFromIso(document.documentElement.lang);
  const draw = () => {
    if (!live) return;
    const bounds = map.getBounds();
    const wanted = visibleLabels(labels, map.getZoom(), (lng, lat) => bounds.contains([lng, lat]));
    const keys = new Set(wanted.map((label) => `${label[0]}|${label[1]}|${label[2]}`));
    for (const [key, marker] of shown) {
      if (keys.has(key)) continue;
      marker.remove();
      shown.delete(key);
    }
    for (const label of wanted) {
      const key = `${label[0]}|${label[1]}|${label[2]}`;
      if (shown.has(key)) continue;
      const element = document.createElement("span");
      element.className = className;
      element.setAttribute("aria-hidden", "true");
      element.textContent = labelName(label, locale);
      // Above the canvas, behind the markers: positioned siblings paint in document order.
      const marker = new Marker({ element, anchor: "center" }).setLngLat([label[1], label[2]]).addTo(map);
      map.getCanvas().after(element);
      shown.set(key, marker);
    }
  };
  fetch(PLACES_URL)
    .then((response) => (response.ok ? (response.json() as Promise<PlaceLabel[]>) : []))
    .then((data) => {
      labels = Array.isArray(data) ? data : [];
      draw();
    })
    .catch(() => undefined);
  map.on("moveend", draw);
  return () => {
    live = false;
    map.off("moveend", draw);
    for (const marker of shown.values()) marker.remove();
  };
}

/** The translated text every embedded map needs. */
export interface BaseMapText {
  map: string;
  zoomIn: string;
  zoomOut: string;
  attribution: string;
}

/**
 * A map over the site's base layer with the settings every embedded map shares (no rotation or pitch, zoom buttons,
 * translated names, the attribution), its worker from the site's origin; `onFailed` when the base layer cannot be
 * read. Throws where maplibre cannot run (no WebGL): the caller shows its text instead.
 */
export function createBaseMap(container: HTMLElement, text: BaseMapText, view: Pick<MapOptions, "bounds" | "fitBoundsOptions" | "maxZoom">, onFailed: () => void): MapLibreMap {
  setWorkerUrl(`${WORKER_URL}?v=${getVersion()}`);
  const map = new MapLibreMap({
    container,
    style: BASE_STYLE,
    ...view,
    minZoom: 1,
    renderWorldCopies: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maplibreLogo: false,
    attributionControl: { compact: false, customAttribution: text.attribution.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) },
    locale: { "Map.Title": text.map, "NavigationControl.ZoomIn": text.zoomIn, "NavigationControl.ZoomOut": text.zoomOut },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.on("error", (event) => {
    // The base layer could not be read: the map is not worth showing.
    if ((event as { sourceId?: string }).sourceId === "base") onFailed();
  });
  return map;
}
