// F9 Subscribe Form as a dynamic module (C3): a newsletter block the CMS places on a page. Accepted with JavaScript,
// the form says "check your inbox" in place; without it, the post comes back to this page at #subscribe-sent, which
// shows the same message above the form (CSS :target, so the page stays static and cached).
import { getTranslations } from "next-intl/server";
import type { DynamicModuleProps } from "@/features/content/server";
import { getBrandChrome } from "@/features/navigation/server";
import { captchaClientConfig } from "../server";
import { defaultCountryOf } from "../market";
import { sentAnchor } from "../model";
import { FormMessages } from "./FormMessages";
import { SubscribeForm } from "./lazy-forms";
import styles from "./Form.module.css";
import sent from "./SentInPlace.module.css";

export async function SubscribeModule({ module, context }: DynamicModuleProps) {
  const { brand, locale } = context;
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: "subscribe" }), getBrandChrome(brand, locale)]);
  const idPrefix = `form-${module.id}`;
  const headingId = `${idPrefix}-title`;
  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{module.title || t("title", { brand: chrome?.brand.brandName ?? brand })}</h2>
      <p className={styles.intro}>{t("intro")}</p>
      <div id={sentAnchor("subscribe")} className={sent.target} tabIndex={-1}>
        <p className={sent.heading}>{t("sentHeading")}</p>
        <p>{t("sent")}</p>
      </div>
      <FormMessages locale={locale} formId="subscribe">
        <SubscribeForm
          brand={brand}
          locale={locale}
          moduleId={module.id}
          captcha={captchaClientConfig()}
          countries={[]}
          defaultCountry={defaultCountryOf(chrome?.brand.currencyCode, locale)}
          idPrefix={idPrefix}
          labelledBy={headingId}
        />
      </FormMessages>
    </section>
  );
}

