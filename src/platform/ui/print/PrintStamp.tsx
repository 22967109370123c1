"use client";
// The printed page's foot (issue 18): the address and the date of printing, hidden on screen (print.css shows it).
// Filled when the page is about to print (`beforeprint`, or the print media query turning on), so a cached page
// prints today's date and its own address. Not before: the date's format is the first `Intl.DateTimeFormat` with a
// date and time style a page makes, and the browser loads its locale and time-zone data for it (about 50 ms of main
// thread on a desktop, four to six times that on a phone), which every page paid at load for a stamp seldom printed.
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { fillPrintStamp } from "./print-stamp";

export function PrintStamp({ template, localeIso }: { template: string; localeIso: string }) {
  const [text, setText] = useState("");
  useEffect(() => {
    // In the DOM before the browser lays the page out for print, which it does right after these listeners return.
    const fill = () => flushSync(() => setText(fillPrintStamp(template, window.location.href, new Date(), localeIso)));
    const print = window.matchMedia("print");
    const onMedia = (event: MediaQueryListEvent) => {
      if (event.matches) fill();
    };
    window.addEventListener("beforeprint", fill);
    print.addEventListener("change", onMedia);
    return () => {
      window.removeEventListener("beforeprint", fill);
      print.removeEventListener("change", onMedia);
    };
  }, [template, localeIso]);
  return (
    <p className="print-stamp" aria-hidden="true">
      {text}
    </p>
  );
}
