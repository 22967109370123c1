// The map port's browser entry (issue 16, F6): what a map shows and the clustering both adapters share. The adapters
// themselves (./embedded: maplibre; ./google: Google Maps) are loaded lazily by the page's map island, by configuration.
export type { ClusterColourRule, MapPoint, MapText, MapViewProps, SelectionSource } from "./model";
export { boundsOf, clusterIndex, expansionZoom, mapItems, revealZoom, SUPERCLUSTER_OPTIONS, type MapItem } from "./clusters";
