"use client";
// F7: the nearest distributors that stock the product's family. Without JavaScript the form is a GET to the brand's
// where-to-buy page with the place and the family filled in (F6 answers it); with JavaScript it asks the distributors
// route and lists the nearest few here, with a link to the full list. On load it asks once without a place: the
// server places the visitor by their address when the IP look-up can (X10), else the form waits for a place.
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useLocale } from "next-intl";
import { onDemandTranslator } from "@/platform/i18n/load-on-demand-messages";
import { FetchError, useRetry } from "@/platform/ui/fetch-state";
import type { DistributorsAnswer } from "../model";
import styles from "./WhereToBuyV2.module.css";
import { withPageBuild } from "@/platform/http/page-build";

export interface NearbyDistributorsText {
  location: string;
  find: string;
  useMyLocation: string;
  searching: string;
  unavailable: string;
  retry: string;
}

const noSubscription = () => () => undefined;

/** The words of "use my location", from the on-demand bundle `where-to-buy-location`; undefined when they cannot be had. */
function locationWords(locale: string): Promise<Record<"locating" | "geoDenied" | "geoUnavailable", string> | undefined> {
  return onDemandTranslator(locale, "where-to-buy-location", "where-to-buy-v2").then(
    (t) => ({ locating: t("locating"), geoDenied: t("geoDenied"), geoUnavailable: t("geoUnavailable") }),
    () => undefined,
  );
}

export function NearbyDistributors({ api, action, family, idPrefix, text }: { api: string; action: string; family?: string | undefined; idPrefix: string; text: NearbyDistributorsText }) {
  const locale = useLocale();
  const geolocation = useSyncExternalStore(noSubscription, () => "geolocation" in navigator, () => false);
  const [answer, setAnswer] = useState<DistributorsAnswer | undefined>();
  const [status, setStatus] = useState("");
  const controller = useRef<AbortController | undefined>(undefined);
  // U4: what was last asked, so "try again" after a failure asks the same.
  const asked = useRef<Record<string, string>>({});
  const { retry, region } = useRetry<HTMLDivElement>(() => {
    setAnswer(undefined);
    ask(asked.current);
  });

  /** The route's answer for a place (none: the visitor's address); undefined when aborted. */
  function load(params: Record<string, string>): Promise<DistributorsAnswer | undefined> {
    controller.current?.abort();
    asked.current = params;
    const current = (controller.current = new AbortController());
    return fetch(withPageBuild(`${api}?${new URLSearchParams(params)}`), { headers: { accept: "application/json" }, signal: current.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => undefined)) as DistributorsAnswer | undefined;
        return body && typeof body.status === "string" ? body : { status: "unavailable" as const, message: text.unavailable };
      })
      .catch(() => (current.signal.aborted ? undefined : { status: "unavailable" as const, message: text.unavailable }));
  }

  function ask(params: Record<string, string>) {
    setStatus(text.searching);
    void load(params).then((body) => {
      if (!body) return;
      setAnswer(body);
      setStatus("");
    });
  }

  useEffect(() => {
    // Once per product, without a place: the route places the visitor by their address when it can. When it cannot,
    // "enter a place" is what the form already says: nothing is shown.
    void load({}).then((body) => {
      if (body && body.status !== "needsLocation") setAnswer(body);
    });
    return () => controller.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    ask({ q: typeof q === "string" ? q : "" });
  }

  function locate() {
    // What "use my location" says loads when it is first pressed, while the browser asks for the position (issue 15
    // §1). Without those words (the site unreachable), a failure says the search is unavailable, which it then is.
    let settled = false;
    const words = locationWords(locale);
    void words.then((loaded) => {
      if (loaded && !settled) setStatus(loaded.locating);
    });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        settled = true;
        ask({ lat: position.coords.latitude.toFixed(4), lng: position.coords.longitude.toFixed(4) });
      },
      (error) => {
        settled = true;
        void words.then((loaded) => setStatus(loaded ? (error.code === error.PERMISSION_DENIED ? loaded.geoDenied : loaded.geoUnavailable) : text.unavailable));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <>
      <form className={styles.form} method="get" action={action} role="search" aria-label={text.find} onSubmit={submit}>
        <label htmlFor={`${idPrefix}-q`}>
          {text.location}
          <input id={`${idPrefix}-q`} name="q" type="text" maxLength={100} autoComplete="postal-code" required />
        </label>
        {family ? <input type="hidden" name="family" value={family} /> : null}
        <button type="submit">{text.find}</button>
        {geolocation ? (
          <button type="button" onClick={locate}>
            {text.useMyLocation}
          </button>
        ) : null}
      </form>
      <div ref={region} tabIndex={-1} role="group" aria-label={text.find} aria-live="polite">
        {status ? <p className={styles.muted}>{status}</p> : null}
        {answer?.status === "unavailable" ? (
          <FetchError
            message={answer.message}
            retryLabel={text.retry}
            onRetry={retry}
          />
        ) : answer && answer.status !== "results" ? (
          <p>{answer.message}</p>
        ) : null}
        {answer?.status === "results" ? (
          <>
            <h4 id={`${idPrefix}-heading`}>{answer.heading}</h4>
            <ol className={styles.branches} aria-labelledby={`${idPrefix}-heading`}>
              {answer.hits.map((hit) => (
                <li key={hit.id}>
                  <strong>{hit.name}</strong> <span className={styles.muted}>{hit.distance}</span>
                  <br />
                  {hit.address.join(", ")}
                  <br />
                  {`${answer.phoneLabel} `}
                  <a href={hit.phone.href}>{hit.phone.text}</a>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        {answer?.status === "results" || answer?.status === "none" ? (
          <p>
            <a href={answer.seeAll.href}>{answer.seeAll.text}</a>
          </p>
        ) : null}
      </div>
    </>
  );
}
