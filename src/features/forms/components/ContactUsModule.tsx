// F1 Contact Us as a dynamic module (C3): placed by the CMS on a page; its settings (the brand's topic addresses) stay
// on the server, the browser gets the form, the country list in the page's language and the captcha's address.
import { getTranslations } from "next-intl/server";
import type { DynamicModuleProps } from "@/features/content/server";
import { countryOptions } from "../fields/countries";
import { captchaClientConfig } from "../server";
import { defaultCountryOf } from "../market";
import { getBrandChrome } from "@/features/navigation/server";
import { FormMessages } from "./FormMessages";
import { ContactForm } from "./lazy-forms";
import styles from "./Form.module.css";

export async function ContactUsModule({ module, context }: DynamicModuleProps) {
  const { brand, locale } = context;
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: "forms" }), getBrandChrome(brand, locale)]);
  const idPrefix = `form-${module.id}`;
  const headingId = `${idPrefix}-title`;
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{module.title || t("contact.title")}</h2>
      <p className={styles.intro}>{t("contact.intro")}</p>
      <FormMessages locale={locale} formId="contact">
        <ContactForm
          brand={brand}
          locale={locale}
          moduleId={module.id}
          captcha={captchaClientConfig()}
          countries={countryOptions(locale)}
          defaultCountry={defaultCountryOf(chrome?.brand.currencyCode, locale)}
          idPrefix={idPrefix}
          labelledBy={headingId}
        />
      </FormMessages>
    </section>
  );
}
