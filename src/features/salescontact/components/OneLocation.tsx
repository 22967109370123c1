"use client";
// One location at a time (F5): typing a postal code or a city clears the state / province chosen, and choosing one
// clears what was typed, so the form sends the location the visitor means. Without JavaScript the typed text is used
// first (the hint says so) and the form works alone. Renders nothing.
import { useEffect } from "react";

export function OneLocation({ textId, regionId }: { textId: string; regionId: string }) {
  useEffect(() => {
    const text = document.getElementById(textId) as HTMLInputElement | null;
    const region = document.getElementById(regionId) as HTMLSelectElement | null;
    if (!text || !region) return;
    const onText = () => {
      if (text.value.trim() !== "") region.value = "";
    };
    const onRegion = () => {
      if (region.value !== "") text.value = "";
    };
    text.addEventListener("input", onText);
    region.addEventListener("change", onRegion);
    return () => {
      text.removeEventListener("input", onText);
      region.removeEventListener("change", onRegion);
    };
  }, [textId, regionId]);
  return null;
}
