"use client";
// Where to Buy's map island (F6, issue 16; ADR 51), loaded by BranchMap only beside a list of results; it loads the
// configured map adapter (embedded maplibre, or Google) as a chunk of its own. The list stays the page's content
// (server-rendered, complete without JavaScript or the map); the island keeps the two in sync: a branch chosen
// in the list (focus or click inside its item) is selected on the map (the clusters it is in open), a marker chosen
// on the map highlights its item in the list and says so to screen readers.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { LatLng, MapsClientConfig } from "@/platform/maps";
import type { MapPoint, MapText, MapViewProps, SelectionSource } from "@/platform/maps/map";
import { clusterColour } from "../cluster";

const EmbeddedMap = dynamic(() => import("@/platform/maps/map/embedded"), { ssr: false });
const GoogleMap = dynamic(() => import("@/platform/maps/map/google"), { ssr: false });

export interface BranchMapProps {
  /** The id of the server-rendered list whose items carry `data-branch-id`. */
  listId: string;
  points: MapPoint[];
  origin: LatLng;
  locale: string;
  maps: MapsClientConfig;
  text: MapText & { selected: string };
}

export function BranchMapIsland({ listId, points, origin, locale, maps, text }: BranchMapProps) {
  const [selected, setSelected] = useState<{ id: string; source: SelectionSource }>();

  // The list chooses: focus moving into an item (keyboard) or a click inside it.
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const choose = (event: Event) => {
      const item = (event.target as Element | null)?.closest<HTMLElement>("[data-branch-id]");
      const id = item?.dataset.branchId;
      if (id) setSelected((previous) => (previous?.id === id ? previous : { id, source: "list" }));
    };
    list.addEventListener("focusin", choose);
    list.addEventListener("click", choose);
    return () => {
      list.removeEventListener("focusin", choose);
      list.removeEventListener("click", choose);
    };
  }, [listId]);

  // The list shows what is selected; a marker's choice scrolls its item into view.
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    for (const item of list.querySelectorAll<HTMLElement>("[data-branch-id]")) {
      const on = item.dataset.branchId === selected?.id;
      item.toggleAttribute("data-selected", on);
      if (on && selected?.source === "map") item.scrollIntoView({ block: "nearest", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    }
  }, [listId, selected]);

  const props: MapViewProps = { points, origin, locale, text, clusterColour, onSelect: (id) => setSelected({ id, source: "map" }), ...(selected ? { selected } : {}) };
  const name = selected?.source === "map" ? points.find((point) => point.id === selected.id)?.title : undefined;
  return (
    <>
      {maps.provider === "google" ? <GoogleMap {...props} apiKey={maps.apiKey} {...(maps.mapId ? { mapId: maps.mapId } : {})} /> : <EmbeddedMap {...props} />}
      <p className="visually-hidden" role="status">
        {name ? text.selected.replace("{name}", name) : ""}
      </p>
    </>
  );
}
