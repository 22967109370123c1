"use client";
// Choosing a state / province on a map (issue 16, F5; ADR 58): maplibre over the site's own base layer and place
// labels, a button per state at its point (prepared regions.json), showing its code and named "Ohio, United States, OH". One tab
// stop: the chosen state's button (else the first); the arrow keys move between states in the list's order, Home / End
// to the first / last, Enter / Space / a click chooses. The page's own select stays the reference and works alone.
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useRef, useState } from "react";
import { LngLatBounds, Marker, type Map as MapLibreMap } from "maplibre-gl";
import { addPlaceLabels, createBaseMap, REGIONS_URL } from "./base";
import styles from "./embedded.module.css";

export interface PickerRegion {
  /** "US-OH". */
  value: string;
  name: string;
}

export interface RegionPickerProps {
  /** In the order the arrow keys go through them (the list's). */
  regions: PickerRegion[];
  selected: string | undefined;
  onSelect(value: string): void;
  text: { map: string; zoomIn: string; zoomOut: string; attribution: string; unavailable: string };
}

export default function RegionPicker({ regions, selected, onSelect, text }: RegionPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const latest = useRef({ onSelect, selected });
  useEffect(() => {
    latest.current = { onSelect, selected };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibreMap;
    let live = true;
    try {
      map = createBaseMap(element, text, { bounds: [-130, 14, -60, 55], maxZoom: 10 }, () => setFailed(true));
    } catch {
      queueMicrotask(() => setFailed(true));
      return;
    }
    const removeLabels = addPlaceLabels(map, styles.label!);
    const markers: Marker[] = [];
    const owned = buttons.current;

    fetch(REGIONS_URL)
      .then((response): Promise<Record<string, [number, number]>> | Record<string, [number, number]> => (response.ok ? response.json() : {}))
      .then((points) => {
        if (!live) return;
        const placed = regions.filter((region) => points[region.value]);
        if (placed.length === 0) return setFailed(true);
        const bounds = new LngLatBounds();
        const order = placed.map((region) => region.value);
        for (const region of placed) {
          const [lng, lat] = points[region.value]!;
          bounds.extend([lng, lat]);
          const button = document.createElement("button");
          button.type = "button";
          button.className = styles.region!;
          button.dataset.region = region.value;
          const code = region.value.split("-")[1] ?? region.value;
          button.textContent = code;
          // The name holds the code it shows (WCAG 2.5.3: a speech user says what they see).
          button.setAttribute("aria-label", `${region.name}, ${code}`);
          button.addEventListener("click", (event) => {
            event.stopPropagation();
            latest.current.onSelect(region.value);
          });
          button.addEventListener("keydown", (event) => {
            const at = order.indexOf(region.value);
            const next =
              event.key === "ArrowRight" || event.key === "ArrowDown"
                ? order[(at + 1) % order.length]
                : event.key === "ArrowLeft" || event.key === "ArrowUp"
                  ? order[(at - 1 + order.length) % order.length]
                  : event.key === "Home"
                    ? order[0]
                    : event.key === "End"
                      ? order[order.length - 1]
                      : undefined;
            if (!next) return;
            event.preventDefault();
            event.stopPropagation();
            focusRegion(next);
          });
          owned.set(region.value, button);
          markers.push(new Marker({ element: button, anchor: "center" }).setLngLat([lng, lat]).addTo(map));
        }
        map.fitBounds(bounds, { padding: 32, animate: false });
        mark();
      })
      .catch(() => live && setFailed(true));

    /** Moves the tab stop to a state's button, its state brought into view. */
    function focusRegion(value: string) {
      const button = owned.get(value);
      if (!button) return;
      for (const [key, other] of owned) other.tabIndex = key === value ? 0 : -1;
      const marker = markers.find((candidate) => candidate.getElement() === button);
      if (marker && !map.getBounds().contains(marker.getLngLat())) map.easeTo({ center: marker.getLngLat(), duration: 0 });
      button.focus({ preventScroll: true });
    }

    return () => {
      live = false;
      removeLabels();
      owned.clear();
      map.remove();
    };
    // The regions are the page's: they do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The chosen state pressed, and the one tab stop on it (else on the first). */
  function mark() {
    const chosen = latest.current.selected;
    const values = [...buttons.current.keys()];
    const stop = chosen && buttons.current.has(chosen) ? chosen : values[0];
    for (const [value, button] of buttons.current) {
      button.setAttribute("aria-pressed", String(value === chosen));
      if (document.activeElement !== button || value === stop) button.tabIndex = value === stop ? 0 : -1;
    }
  }
  useEffect(mark, [selected]);

  if (failed) return <p className={styles.failed}>{text.unavailable}</p>;
  return (
    <div className={styles.frame}>
      <div ref={container} className={styles.canvas} />
    </div>
  );
}
