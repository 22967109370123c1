"use client";
// The printed page's foot (issue 18): the address and the date of printing, hidden on screen (print.css shows it).
// Filled just before printing, so a cached page prints today's date and its own address.
import { useEffect, useState } from "react";
import { fillPrintStamp } from "./print-stamp";

export function PrintStamp({ template, localeIso }: { template: string; localeIso: string }) {
  const [text, setText] = useState("");
  useEffect(() => {
    const fill = () => setText(fillPrintStamp(template, window.location.href, new Date(), localeIso));
    fill();
    window.addEventListener("beforeprint", fill);
    return () => window.removeEventListener("beforeprint", fill);
  }, [template, localeIso]);
  return (
    <p className="print-stamp" aria-hidden="true">
      {text}
    </p>
  );
}
