// F14 Lead Form as a dynamic module (C3): the CMS entry's settings choose the fields (`fields`, `required`,
// `messageLabel`); its hidden values (`interest`, `campaign`) stay on the server, which adds them to the stored lead.
import { getTranslations } from "next-intl/server";
import type { DynamicModuleProps } from "@/features/content/server";
import { getBrandChrome } from "@/features/navigation/server";
import { captchaClientConfig } from "../server";
import { countryOptions } from "../fields/countries";
import { defaultCountryOf } from "../market";
import { sentAnchor } from "../model";
import { leadSettings } from "../definitions/choices";
import { FormMessages } from "./FormMessages";
import { LeadForm } from "./lazy-forms";
import styles from "./Form.module.css";
import sent from "./SentInPlace.module.css";

export async function LeadModule({ module, context }: DynamicModuleProps) {
  const { brand, locale } = context;
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: "subscribe.lead" }), getBrandChrome(brand, locale)]);
  const idPrefix = `form-${module.id}`;
  const headingId = `${idPrefix}-title`;
  const read = leadSettings(module.settings);
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{module.title || t("title")}</h2>
      <p className={styles.intro}>{t("intro")}</p>
      <div id={sentAnchor("lead")} className={sent.target} tabIndex={-1}>
        <p className={sent.heading}>{t("sentHeading")}</p>
      </div>
      <FormMessages locale={locale} formId="lead">
        <LeadForm
          brand={brand}
          locale={locale}
          moduleId={module.id}
          captcha={captchaClientConfig()}
          countries={read.fields.includes("phone") ? countryOptions(locale) : []}
          defaultCountry={defaultCountryOf(chrome?.brand.currencyCode, locale)}
          idPrefix={idPrefix}
          labelledBy={headingId}
          settings={{ fields: read.fields.join(","), required: read.required.join(","), messageLabel: read.messageLabel }}
        />
      </FormMessages>
    </section>
  );
}
