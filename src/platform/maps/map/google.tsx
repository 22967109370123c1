"use client";
// The production map adapter (issue 16, F6; X6): Google Maps JavaScript API through @vis.gl/react-google-maps, the
// branches as advanced markers grouped by @googlemaps/markerclusterer with the spec's options (radius 60, max zoom 16,
// at least 2 points) and the caller's colour rule given markerclusterer's own mean. Its script is asked for with the
// key, the places and marker libraries, the page's language and region (google-loader.ts, contract-tested). When the
// script or its places library does not load, the map is the spec's error (§5) and the list stays. Chosen by
// MAPS_PROVIDER=google with GOOGLE_MAPS_API_KEY; loaded only by the map island.
import { useEffect, useRef } from "react";
import { APIProvider, Map as GoogleMap, useApiLoadingStatus, useMap, useMapsLibrary } from "@vis.gl/react-google-maps";
import { MarkerClusterer, SuperClusterAlgorithm, type Renderer } from "@googlemaps/markerclusterer";
import { boundsOf, SUPERCLUSTER_OPTIONS } from "./clusters";
import { DEMO_MAP_ID, googleMapsApiProps, placesLibraryMissing } from "./google-loader";
import type { MapViewProps } from "./model";
import styles from "./embedded.module.css";

export default function GoogleBranchMap(props: MapViewProps & { apiKey: string; mapId?: string }) {
  return (
    <APIProvider {...googleMapsApiProps(props.apiKey, props.locale)} onError={() => undefined}>
      <LoadedMap {...props} />
    </APIProvider>
  );
}

function LoadedMap(props: MapViewProps & { mapId?: string }) {
  const status = useApiLoadingStatus();
  const places = useMapsLibrary("places");
  const { points, origin, text } = props;
  if (placesLibraryMissing(status, places)) return <p className={styles.failed}>{text.placesUnavailable}</p>;
  const [west, south, east, north] = boundsOf([...points, ...(origin ? [origin] : [])])!;
  return (
    <div className={styles.frame}>
      <GoogleMap className={styles.canvas} mapId={props.mapId ?? DEMO_MAP_ID} defaultBounds={{ west, south, east, north, padding: 56 }} gestureHandling="cooperative" clickableIcons={false} streetViewControl={false} mapTypeControl={false}>
        <Markers {...props} />
      </GoogleMap>
    </div>
  );
}

function Markers({ points, selected, onSelect, clusterColour, text }: MapViewProps) {
  const map = useMap();
  const markerLibrary = useMapsLibrary("marker");
  const buttons = useRef(new Map<string, HTMLElement>());
  const latest = useRef({ onSelect, clusterColour, text });
  useEffect(() => {
    latest.current = { onSelect, clusterColour, text };
  });

  useEffect(() => {
    if (!map || !markerLibrary) return;
    const markers = points.map((point) => {
      const content = document.createElement("span");
      content.className = styles.marker!;
      content.innerHTML = `<span class="${styles.pin}" aria-hidden="true"></span>`;
      const marker = new markerLibrary.AdvancedMarkerElement({ position: { lat: point.lat, lng: point.lng }, title: point.label, content, gmpClickable: true });
      marker.addListener("gmp-click", () => latest.current.onSelect(point.id));
      buttons.current.set(point.id, content);
      return marker;
    });
    const renderer: Renderer = {
      render: ({ count, position }, stats) => {
        const content = document.createElement("span");
        content.className = styles.cluster!;
        content.dataset.colour = latest.current.clusterColour(count, stats.clusters.markers.mean);
        content.textContent = String(count);
        return new markerLibrary.AdvancedMarkerElement({ position, content, title: latest.current.text.cluster.replace("{count}", String(count)), zIndex: 1000 + count, gmpClickable: true });
      },
    };
    // markerclusterer's own click on a cluster zooms to its bounds: the cluster opens.
    const clusterer = new MarkerClusterer({ map, markers, algorithm: new SuperClusterAlgorithm(SUPERCLUSTER_OPTIONS), renderer });
    const current = buttons.current;
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
      current.clear();
    };
  }, [map, markerLibrary, points]);

  useEffect(() => {
    for (const [id, element] of buttons.current) element.toggleAttribute("data-selected", id === selected?.id);
    if (!map || selected?.source !== "list") return;
    const point = points.find((candidate) => candidate.id === selected.id);
    if (!point) return;
    map.panTo({ lat: point.lat, lng: point.lng });
    if ((map.getZoom() ?? 0) <= SUPERCLUSTER_OPTIONS.maxZoom) map.setZoom(Math.max(map.getZoom() ?? 0, SUPERCLUSTER_OPTIONS.maxZoom - 2));
  }, [map, points, selected]);

  return null;
}
