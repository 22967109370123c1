"use client";
// "Use my location" (F6): the browser's geolocation, then the same GET as the form with lat/lng instead of a typed
// place (the server renders the results; the address is shareable). Without JavaScript the button is not shown, and
// the form works alone. With no query in the URL it also asks the IP look-up (X10) once: when it places the visitor,
// a link offers the distributors near them; when it does not (the embedded default), nothing changes and the page asks.
import { useEffect, useState, useSyncExternalStore } from "react";
import styles from "./WhereToBuy.module.css";
import tool from "@/platform/ui/tool/Tool.module.css";

export interface LocationButtonText {
  useMyLocation: string;
  locating: string;
  geoDenied: string;
  geoUnavailable: string;
  /** "Distributors near {place}" with the place left as `{place}`. */
  ipNear: string;
}

export function LocationButton({ formId, text, askIp }: { formId: string; text: LocationButtonText; askIp: boolean }) {
  // Shown only in a browser with geolocation (never in the server's HTML, so a page without JavaScript has no dead button).
  const ready = useSyncExternalStore(noSubscription, () => "geolocation" in navigator, () => false);
  const [status, setStatus] = useState("");
  const [near, setNear] = useState<{ href: string; label: string } | undefined>();

  useEffect(() => {
    if (!askIp) return;
    const controller = new AbortController();
    fetch("/api/locator/ip-location", { headers: { accept: "application/json" }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((answer: { status: string; lat?: number; lng?: number; label?: string } | undefined) => {
        if (answer?.status !== "known" || typeof answer.lat !== "number" || typeof answer.lng !== "number") return;
        setNear({ href: searchHref(formId, { lat: String(answer.lat), lng: String(answer.lng) }), label: text.ipNear.replace("{place}", answer.label || "") });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [askIp, formId, text.ipNear]);

  function locate() {
    setStatus(text.locating);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        window.location.assign(searchHref(formId, { lat: position.coords.latitude.toFixed(4), lng: position.coords.longitude.toFixed(4) }));
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? text.geoDenied : text.geoUnavailable),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <>
      {ready ? (
        <button type="button" className={tool.secondary} onClick={locate}>
          {text.useMyLocation}
        </button>
      ) : null}
      {near ? <a href={near.href}>{near.label}</a> : null}
      <p className={styles.status} role="status">
        {status}
      </p>
    </>
  );
}

const noSubscription = () => () => undefined;

/** The form's address with its radius and family, a position instead of the typed place. */
function searchHref(formId: string, position: { lat: string; lng: string }): string {
  const form = document.getElementById(formId) as HTMLFormElement | null;
  const params = new URLSearchParams();
  params.set("lat", position.lat);
  params.set("lng", position.lng);
  if (form) {
    const data = new FormData(form);
    for (const name of ["radius", "family"]) {
      const value = data.get(name);
      if (typeof value === "string" && value) params.set(name, value);
    }
  }
  const action = form?.getAttribute("action")?.split("#")[0] || window.location.pathname;
  return `${action}?${params}#${formId}-results`;
}
