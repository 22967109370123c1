// The map port in the browser (issue 16, F6; ARCHITECTURE: maps): what a map of places shows, whichever provider draws
// it (the embedded maplibre map over data bundled from npm packages, or Google Maps). Shared by both adapters.
import type { LatLng } from "../model";

/** One place on the map (a distributor branch). */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** The marker's accessible name: "Northside Electric, 1.2 mi away". */
  label: string;
  /** What the selected marker shows next to its pin: the branch's name. */
  title: string;
}

/** A cluster's colour (spec §9): decided by the caller's rule, given the cluster's count and the mean count shown. */
export type ClusterColourRule = (count: number, mean: number) => "red" | "blue";

/** The map's words, in the page's language. `{count}` in `cluster` is replaced by the cluster's count. */
export interface MapText {
  /** The map's accessible name ("Map of the distributors"). */
  map: string;
  zoomIn: string;
  zoomOut: string;
  /** "{count} distributors here: zoom in to see them". */
  cluster: string;
  /** The searched place's pin. */
  origin: string;
  /** Shown instead of the map when it cannot be drawn (no WebGL, the data did not load). */
  unavailable: string;
  /** Shown when Google's script or its places library did not load (spec §5). */
  placesUnavailable: string;
  /** Where the base map's shapes come from. */
  attribution: string;
}

/** Who asked for a selection: a marker (the map stays put) or the list (the map shows the marker). */
export type SelectionSource = "map" | "list";

export interface MapViewProps {
  points: readonly MapPoint[];
  /** The searched place. */
  origin?: LatLng;
  selected?: { id: string; source: SelectionSource };
  onSelect(id: string): void;
  text: MapText;
  /** "en", "fr-ca", "es-mx". */
  locale: string;
  clusterColour: ClusterColourRule;
}
