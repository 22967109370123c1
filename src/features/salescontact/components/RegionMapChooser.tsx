"use client";
// F5's third way of giving a location (issue 16; ADR 58): choosing a state / province on a map. A button under the
// state / province list opens the map (maplibre and its data are loaded only then, as chunks of their own); choosing a
// state there chooses it in the list (which stays the form's field, complete without the map or JavaScript) and says so.
// The states are read from the list itself, so the page carries their names once.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import type { PickerRegion, RegionPickerProps } from "@/platform/maps/map/region-picker";
import styles from "./SalesContact.module.css";

export interface RegionMapChooserProps {
  regionId: string;
  mapId: string;
  text: { open: string; close: string; hint: string; chosen: string } & RegionPickerProps["text"];
}

const noSubscription = () => () => undefined;

export function RegionMapChooser({ regionId, mapId, text }: RegionMapChooserProps) {
  // Only in a browser (the server's HTML has no button that needs JavaScript).
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [Picker, setPicker] = useState<ComponentType<RegionPickerProps>>();
  const [regions, setRegions] = useState<PickerRegion[]>([]);
  const [selected, setSelected] = useState<string>();
  const [said, setSaid] = useState("");

  // The list's choice shows on the map.
  useEffect(() => {
    const select = document.getElementById(regionId) as HTMLSelectElement | null;
    if (!select) return;
    const onChange = () => setSelected(select.value || undefined);
    select.addEventListener("change", onChange);
    return () => select.removeEventListener("change", onChange);
  }, [regionId]);

  /** Opens the map with the list's states (in its order) and its choice. */
  const toggle = () => {
    const select = document.getElementById(regionId) as HTMLSelectElement | null;
    if (!open && select) {
      setRegions(
        [...select.options]
          .filter((option) => option.value)
          .map((option) => ({ value: option.value, name: option.parentElement instanceof HTMLOptGroupElement ? `${option.text}, ${option.parentElement.label}` : option.text })),
      );
      setSelected(select.value || undefined);
    }
    setOpen(!open);
  };

  useEffect(() => {
    if (!open || Picker) return;
    let live = true;
    import("@/platform/maps/map/region-picker").then(
      (module) => live && setPicker(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, Picker]);

  if (!ready) return null;
  const choose = (value: string) => {
    const select = document.getElementById(regionId) as HTMLSelectElement | null;
    if (!select) return;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    setSelected(value);
    setSaid(text.chosen.replace("{name}", regions.find((region) => region.value === value)?.name ?? value));
  };
  return (
    <div className={styles.mapChooser}>
      <button type="button" className={styles.mapToggle} aria-expanded={open} aria-controls={mapId} onClick={toggle}>
        {open ? text.close : text.open}
      </button>
      <div id={mapId} className={styles.regionMap} hidden={!open} role="group" aria-label={text.map} aria-describedby={`${mapId}-hint`}>
        <p id={`${mapId}-hint`} className={styles.mapHint}>
          {text.hint}
        </p>
        <div className={styles.mapBox}>{open && Picker && regions.length > 0 ? <Picker regions={regions} selected={selected} onSelect={choose} text={text} /> : null}</div>
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
