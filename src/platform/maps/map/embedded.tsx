"use client";
// The embedded map adapter (issue 16, F6; ADR 51): maplibre-gl drawing the base layer the site serves itself
// (/generated/maps/basemap.json: Natural Earth land, lakes, country and state / province borders; place names are HTML
// labels, ADR 58, so no glyphs), its worker started from the site's origin too: no request leaves the site. Markers and clusters are HTML
// buttons over the canvas (focusable, Enter / Space / a click selects a branch or opens a cluster), clustered by
// supercluster with the spec's options and coloured by the caller's rule (clusters.ts). Loaded only by the map island.
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef, useState } from "react";
import { Marker, type Map as MapLibreMap } from "maplibre-gl";
import { addPlaceLabels, createBaseMap } from "./base";
import { boundsOf, clusterIndex, expansionZoom, mapItems, revealZoom, type MapItem } from "./clusters";
import type { MapViewProps } from "./model";
import styles from "./embedded.module.css";

export { BASEMAP_URL, WORKER_URL } from "./base";

interface Entry {
  marker: Marker;
  element: HTMLButtonElement;
  item: MapItem;
}

export default function EmbeddedMap(props: MapViewProps) {
  const { points, origin, text } = props;
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Event handlers of the map read the latest props through this.
  const latest = useRef(props);
  const api = useRef<{ show(id: string): void; refresh(): void } | undefined>(undefined);

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibreMap;
    try {
      const bounds = boundsOf([...points, ...(origin ? [origin] : [])])!;
      map = createBaseMap(element, text, { bounds, fitBoundsOptions: { padding: 56, maxZoom: 13 }, maxZoom: 18 }, () => setFailed(true));
    } catch {
      // No WebGL (or a browser maplibre cannot run in): the list alone says everything.
      queueMicrotask(() => setFailed(true));
      return;
    }

    if (origin) {
      const dot = document.createElement("div");
      dot.className = styles.origin!;
      dot.setAttribute("role", "img");
      dot.setAttribute("aria-label", text.origin);
      new Marker({ element: dot }).setLngLat([origin.lng, origin.lat]).addTo(map);
    }

    const index = clusterIndex(points);
    const entries = new Map<string, Entry>();
    let focusAfterMove: string | undefined;

    const selectedId = () => latest.current.selected?.id;

    function open(item: Extract<MapItem, { kind: "cluster" }>) {
      focusAfterMove = item.first;
      map.easeTo({ center: [item.lng, item.lat], zoom: expansionZoom(index, item.clusterId) });
    }

    function create(item: MapItem): Entry {
      const button = document.createElement("button");
      button.type = "button";
      if (item.kind === "point") {
        button.className = styles.marker!;
        button.dataset.branchId = item.point.id;
        const pin = document.createElement("span");
        pin.className = styles.pin!;
        pin.setAttribute("aria-hidden", "true");
        const name = document.createElement("span");
        name.className = styles.name!;
        name.setAttribute("aria-hidden", "true");
        name.textContent = item.point.title;
        button.append(pin, name);
        button.setAttribute("aria-label", item.point.label);
        button.addEventListener("click", (event) => {
          event.stopPropagation();
          latest.current.onSelect(item.point.id);
        });
      } else {
        button.className = styles.cluster!;
        button.addEventListener("click", (event) => {
          event.stopPropagation();
          const current = entries.get(item.key)?.item;
          if (current?.kind === "cluster") open(current);
        });
      }
      const marker = new Marker({ element: button, anchor: item.kind === "point" ? "bottom" : "center" }).setLngLat([item.lng, item.lat]).addTo(map);
      return { marker, element: button, item };
    }

    function draw() {
      const items = mapItems(index, points, map.getZoom(), latest.current.clusterColour);
      const wanted = new Set(items.map((item) => item.key));
      for (const [key, entry] of entries) {
        if (wanted.has(key)) continue;
        entry.marker.remove();
        entries.delete(key);
      }
      const selected = selectedId();
      const holder = selected ? holderOf(items, selected) : undefined;
      for (const item of items) {
        let entry = entries.get(item.key);
        if (!entry) entries.set(item.key, (entry = create(item)));
        entry.item = item;
        if (item.kind === "cluster") {
          entry.element.dataset.colour = item.colour;
          entry.element.textContent = String(item.count);
          entry.element.setAttribute("aria-label", latest.current.text.cluster.replace("{count}", String(item.count)));
          entry.element.toggleAttribute("data-holds-selected", holder === item.key);
        } else {
          entry.element.setAttribute("aria-pressed", String(item.point.id === selected));
        }
      }
      // Markers in the list's order, so Tab goes through them nearest first (focus kept on the one that had it).
      const parent = map.getCanvasContainer();
      const ordered = items.map((item) => entries.get(item.key)!.element);
      const present = [...parent.children].filter((child) => ordered.includes(child as HTMLButtonElement));
      if (present.some((child, i) => child !== ordered[i])) {
        const focused = document.activeElement as HTMLElement | null;
        for (const button of ordered) parent.append(button);
        if (focused && ordered.includes(focused as HTMLButtonElement)) focused.focus({ preventScroll: true });
      }
      if (focusAfterMove) {
        const target = items.find((item) => (item.kind === "point" ? item.point.id === focusAfterMove : item.first === focusAfterMove));
        focusAfterMove = undefined;
        if (target) entries.get(target.key)?.element.focus({ preventScroll: true });
      }
    }

    api.current = {
      refresh: draw,
      // The list chose a branch: show its marker (open the clusters it is in, or bring it into view).
      show(id) {
        const point = points.find((candidate) => candidate.id === id);
        if (!point) return;
        const zoom = map.getZoom();
        const needed = revealZoom(index, id, zoom);
        if (needed > Math.round(zoom)) map.easeTo({ center: [point.lng, point.lat], zoom: needed + 0.01 });
        else if (!map.getBounds().contains([point.lng, point.lat])) map.easeTo({ center: [point.lng, point.lat] });
        draw();
      },
    };

    map.on("load", draw);
    map.on("moveend", draw);
    const removeLabels = addPlaceLabels(map, styles.label!);
    return () => {
      removeLabels();
      api.current = undefined;
      map.remove();
    };
    // The points and the place are the page's: they change only with a new search (a new page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, origin]);

  const selected = props.selected;
  useEffect(() => {
    if (!selected) return;
    if (selected.source === "list") api.current?.show(selected.id);
    else api.current?.refresh();
  }, [selected]);

  if (failed) return <p className={styles.failed}>{text.unavailable}</p>;
  return (
    <div className={styles.frame}>
      <div ref={container} className={styles.canvas} />
    </div>
  );
}

/** The key of what shows the branch: its own marker, or the cluster it is in. */
function holderOf(items: readonly MapItem[], id: string): string | undefined {
  return items.find((item) => (item.kind === "point" ? item.point.id === id : item.ids.includes(id)))?.key;
}
