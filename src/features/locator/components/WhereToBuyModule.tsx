// F6 Where to Buy as a dynamic module (C3, issue 16): placed by the CMS on a page. Prerendered, it is the search form
// (a GET form: it works without JavaScript); with a query in the URL the page is rendered per request (tools route)
// and the module answers it: the branches of the brand within the radius, nearest first, distances in the brand's
// unit (B6) formatted per locale (L2), each with its address, phone, hours, families and a directions link.
import { getTranslations } from "next-intl/server";
import type { DynamicModuleProps } from "@/features/content/server";
import { getBrandChrome } from "@/features/navigation/server";
import { getCatalogSource } from "@/features/catalog/server";
import { ADDRESS_PLACE_NAMES, countryName, formatPhone } from "@/features/forms";
import { DEFAULT_DISTANCE_UNIT } from "@/config/constants";
import { sitePath } from "@/platform/routing/urls";
import { toolAsked } from "@/platform/routing/tool-rewrite";
import { logger } from "@/platform/logging/logger";
import { geocoder, mapsClientConfig } from "@/platform/maps";
import { formatDistance, formatRadius } from "../geo";
import { formatHours } from "../hours";
import { MAX_LOCATION_TEXT, RADIUS_CHOICES, type Branch } from "../model";
import { locatorHref, parseLocatorQuery, widerRadius, type LocatorQuery } from "../query";
import { answerWhereToBuy, branchNetwork, type WhereToBuyAnswer } from "../server";
import { BranchMap } from "./BranchMap";
import { LocationButton } from "./lazy";
import styles from "./WhereToBuy.module.css";
import { toolStyles as tool } from "@/platform/ui/tool/ToolProblems";
import { ToolActions, ToolAddress, ToolAlternatives, ToolField, ToolModule, ToolResults, toolIds } from "@/platform/ui/tool/ToolParts";

const directionsHref = (branch: Branch) => `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: `${branch.lat},${branch.lng}` })}`;

export async function WhereToBuyModule({ module, context }: DynamicModuleProps) {
  const { brand: directory, locale } = context;
  const [t, chrome, tree] = await Promise.all([
    getTranslations({ locale, namespace: "locator" }),
    getBrandChrome(directory, locale),
    getCatalogSource()
      .getCategoryTree(directory, locale)
      .catch(() => ({ productCategories: [], compatibilityCategories: [] })),
  ]);
  const unit = chrome?.brand.unitDistance ?? DEFAULT_DISTANCE_UNIT;
  const country = chrome?.brand.restrictWhereToBuyResultsToCountry || undefined;
  const families = tree.productCategories
    .filter((category) => category.level === 0)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => ({ key: category.key, name: category.name }));
  const familyName = new Map(families.map((family) => [family.key, family.name]));
  const rawQuery = context.query ?? {};
  const asked = toolAsked(rawQuery);
  const query = parseLocatorQuery(rawQuery, { unit, families: families.map((family) => family.key) });
  const answer: WhereToBuyAnswer = asked
    ? await answerWhereToBuy(query, { brandDirectory: directory, unitDistance: unit, ...(country ? { restrictWhereToBuyResultsToCountry: country } : {}) }, locale, {
        geocode: geocoder(ADDRESS_PLACE_NAMES),
        search: async () => (await branchNetwork()).search,
        onError: (error) => logger.error({ err: error }, "where to buy: search failed"),
      })
    : { kind: "idle" };

  const path = sitePath(directory, locale, context.pagePath ?? "");
  const { idPrefix, formId, headingId, hintId } = toolIds("wtb", module.id);
  const brandName = chrome?.brand.brandName ?? directory;
  const radiusText = (value: number) => formatRadius(value, unit, locale);
  const hrefFor = (change: Partial<LocatorQuery>) => `${locatorHref(path, { ...query, ...change }, unit)}#${formId}-results`;
  const placeText = answer.kind === "results" ? (answer.origin.place?.label ?? t("yourLocation")) : "";
  const problems = query.problems.map((problem) =>
    problem === "tooLong" ? t("problems.tooLong", { max: MAX_LOCATION_TEXT }) : problem === "radius" ? t("problems.radius", { radius: radiusText(query.radius) }) : t(`problems.${problem}`),
  );

  return (
    <ToolModule className={styles.module} headingId={headingId} title={module.title || t("title")}>
      <p className={tool.intro}>{t("intro")}</p>
      <form id={formId} className={tool.form} method="get" action={`${path}#${formId}-results`} role="search" aria-label={t("searchLabel")}>
        <div className={`${tool.fields} ${styles.fields}`}>
          <ToolField htmlFor={`${idPrefix}-q`} label={t("location")} hint={t("locationHint")} hintId={hintId}>
            <input
              id={`${idPrefix}-q`}
              className={tool.control}
              type="text"
              name="q"
              defaultValue={query.text}
              maxLength={MAX_LOCATION_TEXT}
              autoComplete="postal-code"
              aria-describedby={hintId}
              aria-invalid={query.problems.includes("tooLong") || answer.kind === "notFound" ? true : undefined}
            />
          </ToolField>
          <ToolField htmlFor={`${idPrefix}-radius`} label={t("radius")}>
            <select id={`${idPrefix}-radius`} className={tool.control} name="radius" defaultValue={String(query.radius)}>
              {RADIUS_CHOICES[unit].map((choice) => (
                <option key={choice} value={choice}>
                  {radiusText(choice)}
                </option>
              ))}
            </select>
          </ToolField>
          <ToolField htmlFor={`${idPrefix}-family`} label={t("family")}>
            <select id={`${idPrefix}-family`} className={tool.control} name="family" defaultValue={query.family ?? ""}>
              <option value="">{t("allFamilies")}</option>
              {families.map((family) => (
                <option key={family.key} value={family.key}>
                  {family.name}
                </option>
              ))}
            </select>
          </ToolField>
        </div>
        {query.point && !query.text ? (
          <>
            <input type="hidden" name="lat" value={query.point.lat} />
            <input type="hidden" name="lng" value={query.point.lng} />
          </>
        ) : null}
        <ToolActions submit={t("submit")}>
          <LocationButton
            formId={formId}
            askIp={!asked}
            text={{ useMyLocation: t("useMyLocation"), locating: t("locating"), geoDenied: t("geoDenied"), geoUnavailable: t("geoUnavailable"), ipNear: t("ipNear", { place: "{place}" }) }}
          />
        </ToolActions>
      </form>

      {asked ? (
        <ToolResults
          id={`${formId}-results`}
          problems={problems}
            info={answer.kind === "idle" && !query.problems.includes("tooLong") && !query.problems.includes("coordinates") ? t("needsLocation") : undefined}
          notice={answer.kind === "notFound" ? t("notFound", { text: answer.text }) : answer.kind === "unavailable" ? t("unavailable") : undefined}
        >
          {answer.kind === "results" ? (
            <>
              <h3>
                {answer.hits.length === 0
                  ? query.family
                    ? t("noResultsFamily", { brand: brandName, family: familyName.get(query.family) ?? query.family, radius: radiusText(query.radius), place: placeText })
                    : t("noResults", { brand: brandName, radius: radiusText(query.radius), place: placeText })
                  : answer.more
                    ? t("nearestHeading", { count: answer.hits.length, radius: radiusText(query.radius), place: placeText })
                    : t("resultsHeading", { count: answer.hits.length, radius: radiusText(query.radius), place: placeText })}
              </h3>
              {answer.hits.length === 0 && widerRadius(query.radius, unit) !== undefined ? (
                <p>
                  <a href={hrefFor({ radius: widerRadius(query.radius, unit)!, limit: query.limit })}>{t("widen", { radius: radiusText(widerRadius(query.radius, unit)!) })}</a>
                </p>
              ) : null}
              <ToolAlternatives label={t("alternatives")} items={answer.alternatives.map((place) => ({ key: place.label, href: hrefFor({ text: place.label, limit: 20 }), text: place.label }))} />
              {answer.hits.length > 0 ? (
                <div className={styles.layout}>
                  <ol id={`${idPrefix}-list`} className={styles.list} aria-label={t("resultsLabel")}>
                    {answer.hits.map(({ branch, distanceKm }) => {
                      const branchHeading = `${idPrefix}-${branch.id}`;
                      return (
                        <li key={branch.id} data-branch-id={branch.id}>
                          <article className={styles.branch} aria-labelledby={branchHeading}>
                            <h4 id={branchHeading}>{branch.name}</h4>
                            <p className={styles.distance}>{t("away", { distance: formatDistance(distanceKm, unit, locale) })}</p>
                            <ToolAddress address={branch.address} countryName={countryName(branch.address.country, locale)} />
                            <dl className={styles.meta}>
                              <dt>{t("phone")}</dt>
                              <dd>
                                <a href={`tel:${branch.phone}`}>{formatPhone(branch.phone, country ?? "US")}</a>
                              </dd>
                              <dt>{t("hours")}</dt>
                              <dd>
                                <ul className={styles.hours}>
                                  {formatHours(branch.hours, locale).map((line) => (
                                    <li key={line.days}>{`${line.days} ${line.time ?? t("closed")}`}</li>
                                  ))}
                                </ul>
                              </dd>
                              <dt>{t("stocks")}</dt>
                              <dd>
                                {branch.families
                                  .filter((key) => familyName.has(key))
                                  .map((key) => familyName.get(key))
                                  .join(", ")}
                              </dd>
                            </dl>
                            <p className={styles.links}>
                              <a href={directionsHref(branch)}>
                                {`${t("directions")} `}
                                <span className="visually-hidden">{t("directionsTo", { name: branch.name })}</span>
                              </a>
                            </p>
                          </article>
                        </li>
                      );
                    })}
                  </ol>
                  {/* The map island (F6, ADR 51): only here, beside results; the list above is complete without it. */}
                  <BranchMap
                    listId={`${idPrefix}-list`}
                    locale={locale}
                    maps={mapsClientConfig()}
                    origin={answer.origin.point}
                    points={answer.hits.map(({ branch, distanceKm }) => ({
                      id: branch.id,
                      lat: branch.lat,
                      lng: branch.lng,
                      title: branch.name,
                      label: t("map.marker", { name: branch.name, away: t("away", { distance: formatDistance(distanceKm, unit, locale) }) }),
                    }))}
                    text={{
                      map: t("map.label"),
                      zoomIn: t("map.zoomIn"),
                      zoomOut: t("map.zoomOut"),
                      cluster: t("map.cluster", { count: "{count}" }),
                      origin: t("map.origin", { place: placeText }),
                      unavailable: t("map.unavailable"),
                      placesUnavailable: t("map.placesUnavailable"),
                      attribution: t("map.attribution"),
                      selected: t("map.selected", { name: "{name}" }),
                    }}
                  />
                </div>
              ) : null}
              {answer.more && query.limit < 100 ? (
                <p>
                  <a href={hrefFor({ limit: query.limit + 20 })}>{t("showMore")}</a>
                </p>
              ) : null}
            </>
          ) : null}
        </ToolResults>
      ) : null}
    </ToolModule>
  );
}
