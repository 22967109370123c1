// F2 Quote Request and F3 Warranty Registration as dynamic modules (C3): placed by the CMS on a page (request-quote,
// warranty); the browser gets the form, the country and region lists in the page's language and the captcha's address.
import { getTranslations } from "next-intl/server";
import type { DynamicModuleProps } from "@/features/content/server";
import { getBrandChrome } from "@/features/navigation/server";
import { countryOptions } from "../fields/countries";
import { defaultCountryOf } from "../market";
import { captchaClientConfig } from "../server";
import { FormMessages } from "./FormMessages";
import { regionsOf } from "../fields/region-lists";
import { QuoteForm, WarrantyForm } from "./lazy-forms";
import styles from "./Form.module.css";

async function moduleSetup({ module, context }: DynamicModuleProps) {
  const { brand, locale } = context;
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: "forms-products" }), getBrandChrome(brand, locale)]);
  const idPrefix = `form-${module.id}`;
  return {
    t,
    headingId: `${idPrefix}-title`,
    form: {
      brand,
      locale,
      moduleId: module.id,
      captcha: captchaClientConfig(),
      countries: countryOptions(locale),
      regions: regionsOf(locale),
      defaultCountry: defaultCountryOf(chrome?.brand.currencyCode, locale),
      idPrefix,
      labelledBy: `${idPrefix}-title`,
    },
  };
}

export async function QuoteRequestModule(props: DynamicModuleProps) {
  const { t, headingId, form } = await moduleSetup(props);
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{props.module.title || t("quote.title")}</h2>
      <p className={styles.intro}>{t("quote.intro")}</p>
      <FormMessages locale={form.locale} formId="quote">
        <QuoteForm {...form} />
      </FormMessages>
    </section>
  );
}

export async function WarrantyRegistrationModule(props: DynamicModuleProps) {
  const { t, headingId, form } = await moduleSetup(props);
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{props.module.title || t("warranty.title")}</h2>
      <p className={styles.intro}>{t("warranty.intro")}</p>
      <FormMessages locale={form.locale} formId="warranty">
        <WarrantyForm {...form} />
      </FormMessages>
    </section>
  );
}
