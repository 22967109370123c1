// A listing page of any section (P4, P7): resolves what the path lists, runs its query for the URL state and renders it.
import { notFound, redirect } from "next/navigation";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import type { CatalogSection } from "../pages/catalog-path";
import styles from "../pages/CatalogPages.module.css";
import { ListingView } from "./components/ListingView";
import { listingStateHref, type ParsedListingState } from "./listing-state";
import { listingAttributes, runListing } from "./server/run-listing";
import { getListingTarget } from "./server/listing-targets";

export async function ListingPageView({
  brand,
  locale,
  section,
  id,
  state,
  prerendered,
}: {
  brand: Brand;
  locale: Locale;
  section: CatalogSection;
  id: string;
  state: ParsedListingState;
  /** A prerendered `page/N` path past the last page is a 404; a query state shows its empty page instead. */
  prerendered: boolean;
}) {
  const dir = brand.brandDirectory;
  const target = await getListingTarget(dir, locale, section, id);
  if (!target) notFound();
  const basePath = sitePath(dir, locale, target.listingPath);
  // A range form's min/max fields become the state's one URL (`r.<key>=min:max`); junk stays to be named in the notice.
  if (state.rangeFields && state.rejected.length === 0) redirect(listingStateHref(basePath, state));
  const outcome = await runListing(dir, locale, target.scope, state);
  if (prerendered && state.page > outcome.pages) notFound();
  return (
    <ListingView
      brand={brand}
      locale={locale}
      trail={target.trail}
      title={target.title}
      {...(target.description ? { intro: <p className={styles.lead}>{target.description}</p> } : {})}
      basePath={basePath}
      state={state}
      outcome={outcome}
      attributeLabels={await listingAttributes(locale)}
    />
  );
}
