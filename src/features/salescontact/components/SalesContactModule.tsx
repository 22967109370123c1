// F5 Find a Sales Contact as a dynamic module (C3, issue 16): placed by the CMS on a page. Prerendered, it is the form
// (a GET form: it works without JavaScript): the brand's market selection, then a postal code or a place, or a state /
// province. With a query in the URL the page is rendered per request (tools route) and the module answers it: the
// sales agency and the territory manager of that market and territory, and a link to the contact form filled in.
import { getTranslations } from "next-intl/server";
import type { DynamicModuleProps } from "@/features/content/server";
import { getBrand } from "@/features/brand/server";
import { ADDRESS_PLACE_NAMES, contactFormHref, countryName, formatPhone, regionOptions } from "@/features/forms";
import { localeIso, type Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { toolAsked, toolProductContext } from "@/platform/routing/tool-rewrite";
import { getCatalogSource } from "@/features/catalog/server";
import { logger } from "@/platform/logging/logger";
import { geocoder } from "@/platform/maps";
import { MAX_LOCATION_TEXT, territoryKey, type SalesCountry, type Territory } from "../model";
import { brandMarkets, isKnownMarket, type Market } from "../markets";
import { parseSalesContactQuery, salesContactHref } from "../query";
import { brandCountries, BR_STATE_NAMES } from "../territories";
import { marketNetwork } from "../server/network";
import { answerSalesContact, type SalesContactAnswer } from "../server/sales-contact";
import { OneLocation, RegionMapChooser } from "./lazy";
import styles from "./SalesContact.module.css";
import { toolStyles as tool } from "@/platform/ui/tool/ToolProblems";
import { ToolActions, ToolAddress, ToolAlternatives, ToolField, ToolModule, ToolResults, toolIds } from "@/platform/ui/tool/ToolParts";

/** What a visitor of each country types, for the field's hint. */
const POSTAL_EXAMPLES: Record<SalesCountry, string> = { US: "43219", CA: "H2X 1Y4", MX: "06600", BR: "01310-100" };
const PLACE_EXAMPLES: Record<SalesCountry, string> = { US: "Columbus, OH", CA: "Montréal", MX: "Guadalajara", BR: "São Paulo" };

function regionName(territory: Territory, locale: Locale): string {
  return territory.country === "BR" ? (BR_STATE_NAMES[territory.region] ?? territory.region) : ADDRESS_PLACE_NAMES.region(territory.country, territory.region, locale);
}

function territoryName(territory: Territory, locale: Locale): string {
  return `${regionName(territory, locale)}, ${countryName(territory.country, locale)}`;
}

/** The states / provinces of each country, sorted by name in the page's language. */
function regionGroups(countries: readonly SalesCountry[], locale: Locale): { country: SalesCountry; label: string; regions: { value: string; name: string }[] }[] {
  const collator = new Intl.Collator(localeIso(locale), { sensitivity: "base" });
  return countries.map((country) => {
    const regions =
      country === "BR"
        ? Object.entries(BR_STATE_NAMES).map(([code, name]) => ({ code, name }))
        : regionOptions(country, locale).map((option) => ({ code: option.code, name: option.name }));
    return {
      country,
      label: countryName(country, locale),
      regions: regions.sort((a, b) => collator.compare(a.name, b.name)).map((region) => ({ value: `${country}-${region.code}`, name: region.name })),
    };
  });
}

export async function SalesContactModule({ module, context }: DynamicModuleProps) {
  const { brand: directory, locale } = context;
  const [t, found] = await Promise.all([getTranslations({ locale, namespace: "salescontact" }), getBrand(directory, locale).catch(() => null)]);
  const brand = found && found.brandDirectory === directory ? found : null;
  const markets = brandMarkets(brand?.salesContactLookupMarketSelection ?? []);
  const countries = brandCountries(brand?.restrictWhereToBuyResultsToCountry);
  const marketName = (market: Market | string) => {
    const key = typeof market === "string" ? market : market.key;
    return isKnownMarket(key) ? t(`markets.${key}`) : typeof market === "string" ? (markets.find((m) => m.key === key)?.name ?? key) : market.name;
  };

  const rawQuery = context.query ?? {};
  const asked = toolAsked(rawQuery);
  // The product page's context (`?product=`): named above the form, carried by it and into the contact message.
  const productId = toolProductContext(rawQuery);
  const product = productId
    ? ((await getCatalogSource()
        .getProducts(directory, [productId], locale)
        .catch(() => []))[0] ?? null)
    : null;
  const query = parseSalesContactQuery(rawQuery, { markets, countries });
  const answer: SalesContactAnswer = asked
    ? await answerSalesContact(query, countries, locale, {
        geocode: geocoder(ADDRESS_PLACE_NAMES),
        network: (market) => marketNetwork(directory, market, countries),
        onError: (error) => logger.error({ err: error }, "sales contact: search failed"),
      })
    : { kind: "idle" };

  const path = sitePath(directory, locale, context.pagePath ?? "");
  const { idPrefix, formId, headingId, hintId } = toolIds("sc", module.id);
  const textId = `${idPrefix}-q`;
  const regionId = `${idPrefix}-region`;
  const groups = regionGroups(countries, locale);
  const list = new Intl.ListFormat(localeIso(locale), { type: "conjunction" });
  // "State", "province" or both, as the brand's countries have them.
  const kind = countries.length > 1 ? "other" : countries[0] === "CA" ? "province" : "state";
  const examples = new Intl.ListFormat(localeIso(locale), { type: "disjunction" }).format([...countries.map((country) => POSTAL_EXAMPLES[country]), PLACE_EXAMPLES[countries[0]!]]);
  const problems = query.problems.map((problem) =>
    problem === "tooLong" ? t("problems.tooLong", { max: MAX_LOCATION_TEXT }) : problem === "unknownRegion" ? t("problems.unknownRegion", { kind }) : t("problems.unknownMarket"),
  );
  // The form shows the location the answer was found with (a typed one, else the chosen one).
  const shownRegion = !query.text && query.region ? `${query.region.country}-${query.region.region}` : "";

  return (
    <ToolModule className={styles.module} headingId={headingId} title={module.title || t("title")}>
      <p className={tool.intro}>{t("intro", { kind })}</p>
      {product ? <p className={tool.intro}>{t("forProduct", { name: product.name, number: product.catalogNumber })}</p> : null}
      <form id={formId} className={tool.form} method="get" action={`${path}#${formId}-results`} role="search" aria-label={t("searchLabel")}>
        <div className={`${tool.fields} ${styles.fields}`}>
          <ToolField htmlFor={`${idPrefix}-market`} label={t("market")}>
            <select
              id={`${idPrefix}-market`}
              className={tool.control}
              name="market"
              defaultValue={query.market ?? ""}
              aria-invalid={query.problems.includes("unknownMarket") || answer.kind === "needsMarket" ? true : undefined}
            >
              {markets.length > 1 ? <option value="">{t("chooseMarket")}</option> : null}
              {markets.map((market) => (
                <option key={market.key} value={market.key}>
                  {marketName(market)}
                </option>
              ))}
            </select>
          </ToolField>
          <fieldset className={styles.location}>
            <legend>{t("location")}</legend>
            <ToolField htmlFor={textId} label={t("text")} hint={t("textHint", { kind, examples })} hintId={hintId}>
              <input
                id={textId}
                className={tool.control}
                type="text"
                name="q"
                defaultValue={query.text}
                maxLength={MAX_LOCATION_TEXT}
                autoComplete="postal-code"
                aria-describedby={hintId}
                aria-invalid={query.problems.includes("tooLong") || answer.kind === "unknownPostalCode" || answer.kind === "placeNotFound" ? true : undefined}
              />
            </ToolField>
            <ToolField htmlFor={regionId} label={t("region", { kind })}>
              <select id={regionId} className={tool.control} name="region" defaultValue={shownRegion} aria-invalid={query.problems.includes("unknownRegion") ? true : undefined}>
                <option value="">{t("anyRegion")}</option>
                {groups.map((group) => (
                  <optgroup key={group.country} label={group.label}>
                    {group.regions.map((region) => (
                      <option key={region.value} value={region.value}>
                        {region.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </ToolField>
            <RegionMapChooser
              regionId={regionId}
              mapId={`${idPrefix}-map`}
              text={{
                open: t("map.open", { kind }),
                close: t("map.close"),
                hint: t("map.hint", { kind }),
                chosen: t("map.chosen", { name: "{name}" }),
                map: t("map.label", { kind }),
                zoomIn: t("map.zoomIn"),
                zoomOut: t("map.zoomOut"),
                attribution: t("map.attribution"),
                unavailable: t("map.unavailable", { kind }),
              }}
            />
          </fieldset>
        </div>
        <ToolActions submit={t("submit")}>
        </ToolActions>
        {product ? <input type="hidden" name="product" value={product.id} /> : null}
        <OneLocation textId={textId} regionId={regionId} />
      </form>

      {asked ? (
        <ToolResults
          id={`${formId}-results`}
          problems={problems}
          info={
            answer.kind === "needsMarket"
              ? t("needsMarket")
              : answer.kind === "needsLocation" || (answer.kind === "idle" && problems.length === 0)
                ? t("needsLocation", { kind })
                : undefined
          }
          notice={answerNotice(answer, { t, kind, locale, covered: list.format(countries.map((country) => countryName(country, locale))) })}
        >
          {answer.kind === "contact" ? <ContactAnswer answer={answer} product={product} directory={directory} locale={locale} path={path} idPrefix={idPrefix} t={t} marketName={marketName} /> : null}
        </ToolResults>
      ) : null}
    </ToolModule>
  );
}

/** The answer's error, in the page's language. */
function answerNotice(answer: SalesContactAnswer, { t, kind, locale, covered }: { t: Translate; kind: string; locale: Locale; covered: string }): string | undefined {
  switch (answer.kind) {
    case "unknownPostalCode":
      return t("unknownPostalCode", { code: answer.code, kind });
    case "placeNotFound":
      return t("placeNotFound", { text: answer.text, kind });
    case "outside":
      return t("outside", { covered, country: countryName(answer.country, locale), kind });
    case "unavailable":
      return t("unavailable");
    default:
      return undefined;
  }
}

type Translate = Awaited<ReturnType<typeof getTranslations<"salescontact">>>;

function ContactAnswer({
  answer,
  product,
  directory,
  locale,
  path,
  idPrefix,
  t,
  marketName,
}: {
  answer: Extract<SalesContactAnswer, { kind: "contact" }>;
  product: { id: string; name: string; catalogNumber: string } | null;
  directory: string;
  locale: Locale;
  path: string;
  idPrefix: string;
  t: Translate;
  marketName: (market: string) => string;
}) {
  const { contact } = answer;
  const { agency, manager, territory } = contact;
  const market = marketName(contact.market);
  const place = territoryName(territory, locale);
  const agencyId = `${idPrefix}-agency`;
  const managerId = `${idPrefix}-manager`;
  const salesRegion = t(`salesRegions.${manager.salesRegion}` as "salesRegions.US-west");
  const covers = agency.territories.map((key) => {
    const [country = "", region = ""] = key.split("-");
    return regionName({ country: country as SalesCountry, region }, locale);
  });
  const postalCode = answer.postalCode ?? (answer.place?.postalCode || undefined);
  const contactHref = contactFormHref(directory, locale, {
    topic: "sales",
    country: territory.country,
    ...(postalCode ? { postalCode } : {}),
    message: [
      t("prefillMessage", { market, territory: place, agency: agency.company, contactName: agency.contactName, manager: manager.name }),
      ...(product ? [t("prefillProduct", { name: product.name, number: product.catalogNumber })] : []),
    ].join(" "),
  });
  return (
    <>
      <h3>{t("heading", { market, territory: place })}</h3>
      {answer.via === "postalCode" && answer.postalCode ? <p className={styles.found}>{t("foundByPostalCode", { code: answer.postalCode, territory: place })}</p> : null}
      {answer.via === "place" && answer.place ? <p className={styles.found}>{t("foundByPlace", { place: answer.place.label })}</p> : null}
      <ToolAlternatives
        label={t("alsoIn")}
        items={answer.alternatives.map((alternative) => ({
          key: territoryKey(alternative),
          href: `${salesContactHref(path, { market: contact.market, region: alternative, ...(product ? { product: product.id } : {}) })}#${idPrefix}-form-results`,
          text: territoryName(alternative, locale),
        }))}
      />
      <div className={styles.cards}>
        <article className={styles.card} aria-labelledby={agencyId}>
          <p className={styles.kind}>{t("agency")}</p>
          <h4 id={agencyId}>{agency.company}</h4>
          <p>{t("agencyIntro")}</p>
          <dl className={styles.meta}>
            <dt>{t("contactName")}</dt>
            <dd>{agency.contactName}</dd>
            <dt>{t("phone")}</dt>
            <dd>
              <a href={`tel:${agency.phone}`}>{formatPhone(agency.phone, agency.address.country)}</a>
            </dd>
            <dt>{t("email")}</dt>
            <dd>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
            <dt>{t("covers")}</dt>
            <dd>{new Intl.ListFormat(localeIso(locale), { type: "conjunction" }).format(covers)}</dd>
          </dl>
          <ToolAddress address={agency.address} countryName={countryName(agency.address.country, locale)} />
        </article>
        <article className={styles.card} aria-labelledby={managerId}>
          <p className={styles.kind}>{t("manager")}</p>
          <h4 id={managerId}>{manager.name}</h4>
          <p>
            {t(`titles.${manager.title}`)}
            {" · "}
            {t("managerIntro", { market, salesRegion })}
          </p>
          <dl className={styles.meta}>
            <dt>{t("phone")}</dt>
            <dd>
              <a href={`tel:${manager.phone}`}>{formatPhone(manager.phone, territory.country)}</a>
            </dd>
            <dt>{t("email")}</dt>
            <dd>
              <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </dd>
          </dl>
        </article>
      </div>
      <div className={styles.action}>
        <a className={tool.button} href={contactHref} aria-describedby={`${idPrefix}-action-hint`} rel="nofollow">
          {t("contactAction")}
        </a>
        <p id={`${idPrefix}-action-hint`} className={tool.hint}>
          {t("contactActionHint")}
        </p>
      </div>
    </>
  );
}
