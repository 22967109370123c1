// Paths no route matches (R14): same 404 view, in English, with the default brand's colours.
import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { NotFoundView } from "@/platform/errors/NotFoundView";
import { loadMessages } from "@/platform/i18n/messages";
import "./globals.css";

export const metadata: Metadata = { title: "Not Found", robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body>
        <NextIntlClientProvider locale="en" messages={loadMessages("en")}>
          <main id="main">
            <NotFoundView />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
