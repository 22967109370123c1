// The consent banner (issue 12, ADR 31): a region fixed at the bottom of the screen with "Accept all", "Necessary only"
// (equal weight) and "Choose" (a disclosure of the two categories). Not modal: the page stays usable behind it.
// Its content is HTML written here, on the server, in the visitor's language (ADR 74, 81): every page has the banner,
// and its words are sent once, as markup, not again as messages for a client component. ConsentGate, in the browser,
// shows or hides it and gives its buttons their behaviour (`data-consent-action`).
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { html, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { CONSENT_ACTION_ATTRIBUTE, CONSENT_IDS } from "./banner-dom";
import { ConsentGate } from "./ConsentGate";
import styles from "./ConsentBanner.module.css";

export interface PrivacyLink {
  href: string;
  label: string;
}

interface Props {
  locale: Locale;
  brandName: string;
  privacy?: PrivacyLink;
}

export async function ConsentBanner({ locale, brandName, privacy }: Props) {
  const t = await getTranslations({ locale, namespace: "consent" });
  const ids = CONSENT_IDS;
  const action = (name: string) => html`!${CONSENT_ACTION_ATTRIBUTE}="${name}"`;
  // The three choices wait (disabled) for the code that records a choice; ConsentGate enables them once hydrated.
  const choice = (name: string, look: "primary" | "secondary", label: string, extra: Markup = "" as Markup) =>
    html`<button type="button" class="btn btn-${look} ${styles.button}" !${action(name)} disabled=""!${extra}>${label}</button>`;
  const category = (name: "necessary" | "analytics") => {
    const input =
      name === "necessary"
        ? html`<input type="checkbox" id="${ids.necessary}" checked="" disabled="" aria-describedby="${ids.necessary}-text"/>`
        : html`<input type="checkbox" id="${ids.analytics}" name="analytics" aria-describedby="${ids.analytics}-text"/>`;
    const text = name === "necessary" ? t("necessaryText") : t("analyticsText");
    return html`<div class="${styles.category}">!${input}<label for="${ids[name]}">${t(name)}</label><p id="${ids[name]}-text" class="${styles.hint}">${text}</p></div>`;
  };
  const privacyLink = privacy ? html` <a href="${privacy.href}">${privacy.label}</a>` : ("" as Markup);

  const markup = html`<h2 id="${ids.title}" tabindex="-1" class="${styles.title}">${t("title", { brand: brandName })}</h2><p class="${styles.text}">${t("text")}!${privacyLink}</p><div class="${styles.actions}">!${choice("accept", "primary", t("acceptAll"))}!${choice("necessary", "primary", t("necessaryOnly"))}!${choice("choose", "secondary", t("choose"), html` aria-expanded="false" aria-controls="${ids.choices}"`)}</div><form id="${ids.choices}" class="${styles.choices}" hidden=""><fieldset class="${styles.fieldset}"><legend class="${styles.legend}">${t("categories")}</legend>!${category("necessary")}!${category("analytics")}</fieldset><button type="submit" class="btn btn-primary ${styles.button}">${t("save")}</button></form><button type="button" class="${styles.close}" !${action("close")} aria-label="${t("close")}" hidden=""><span aria-hidden="true">×</span></button>`;

  return (
    <ConsentGate>
      <StaticMarkup html={markup} className={`container ${styles.inner}`} />
    </ConsentGate>
  );
}
