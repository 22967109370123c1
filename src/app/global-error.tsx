"use client";
// A failure in the root layout itself (brand chrome unreadable): the layout is gone, so this page brings its own
// <html> and its messages; a service that is down with nothing kept (E3) gets the 503 words, anything else the 500 ones.
import { usePathname } from "next/navigation";
import { isLocale, type Locale } from "@/config/locales";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import en from "../../messages/en/errors.json";
import frCa from "../../messages/fr-ca/errors.json";
import esMx from "../../messages/es-mx/errors.json";
import "./globals.css";

const MESSAGES: Record<Locale, typeof en> = { en, "fr-ca": frCa, "es-mx": esMx };

export default function GlobalError({ error, retry }: { error: unknown; retry?: () => void }) {
  const [, brand, segment] = (usePathname() ?? "/").split("/");
  const locale: Locale = isLocale(segment) ? segment : "en";
  const t = MESSAGES[locale];
  const unavailable = isServiceUnavailableError(error);
  const home = brand && isLocale(segment) ? `/${brand}/${locale}` : "/";
  return (
    <html lang={locale}>
      <body>
        <main id="main" className="container" style={{ paddingBlock: "4rem", maxWidth: "48rem" }}>
          <title>{unavailable ? t.unavailableTitle : t.notFoundTitle}</title>
          <h1>
            <span style={{ display: "block" }}>{unavailable ? t.unavailableLine1 : t.serverErrorLine1}</span>
            <span style={{ display: "block" }}>{unavailable ? t.unavailableLine2 : t.serverErrorLine2}</span>
          </h1>
          <p>{unavailable ? t.unavailableDescription : t.serverErrorDescription}</p>
          <p>
            <a href={home} className="btn btn-primary">
              {t.backHome}
            </a>{" "}
            {retry ? (
              <button type="button" className="btn btn-secondary" onClick={() => retry()}>
                {t.retry}
              </button>
            ) : null}
          </p>
        </main>
      </body>
    </html>
  );
}
