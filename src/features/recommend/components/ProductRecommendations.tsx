"use client";
// The product page's sections of other products (P5, S4; ADR 70, 80): compatible, related, similar and
// frequently-bought-together products, asked from the browser when the sections come near the viewport
// (`/api/recommendations/product`, publicly cached),
// as Algolia Recommend's own UI loads them. Until they arrive, placeholders of the cards' size hold their place, so the
// page below does not move when they come (CLS; when fewer come while the place is on screen, it is kept); a section
// shows only when it has products; a failed request says so and offers to try again. The cards are the site's product cards (ProductGrid).
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { ProductGrid, productGridLabelsFrom } from "@/features/catalog/ui";
import gridStyles from "@/platform/ui/product-grid/ProductGrid.module.css";
import { COMPATIBLE_SIZE, productRecommendationsUrl, SECTION_ORDER, SECTION_SIZE, type ProductRecommendationsAnswer } from "../sections";
import styles from "./ProductNextSteps.module.css";
import { withPageBuild } from "@/platform/http/page-build";

/** What the island says before or without an answer; the sections' headings come with their cards. */
export interface ProductRecommendationsLabels {
  unavailable: string;
  retry: string;
}

/** How far below the viewport the sections start loading: their answer is usually there before they are. */
const LOAD_MARGIN = "800px 0px";

type State = { kind: "waiting" } | { kind: "loading" } | { kind: "loaded"; cards: ProductRecommendationsAnswer } | { kind: "failed" };

/** The height to keep when the answer replaces the placeholders: theirs, when they have already come into or above the
 *  viewport (what follows is on screen, and would move up); none while they are still below it. */
function heldHeight(element: HTMLElement | null): number | undefined {
  if (!element) return undefined;
  const box = element.getBoundingClientRect();
  return box.top < window.innerHeight ? box.height : undefined;
}

export function ProductRecommendations({
  brand,
  locale,
  productId,
  compatibleCount,
  labels,
}: {
  brand: string;
  locale: Locale;
  productId: string;
  /** How many compatible products the product lists: their placeholders hold their place. */
  compatibleCount: number;
  labels: ProductRecommendationsLabels;
}) {
  const card = useTranslations("catalog.card");
  const [state, setState] = useState<State>({ kind: "waiting" });
  const [hold, setHold] = useState<number | undefined>();
  const box = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    setState({ kind: "loading" });
    fetch(withPageBuild(productRecommendationsUrl(brand, locale, productId)))
      .then((response) => (response.ok ? (response.json() as Promise<ProductRecommendationsAnswer>) : Promise.reject(new Error(String(response.status)))))
      .then((cards) => ({ kind: "loaded", cards }) as const)
      .catch(() => ({ kind: "failed" }) as const)
      .then((next) => {
        setHold(heldHeight(box.current));
        setState(next);
      });
  }, [brand, locale, productId]);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);

  const gridLabels = productGridLabelsFrom(card);
  return (
    <div ref={box} style={hold ? { minHeight: hold } : undefined}>
      {state.kind === "failed" ? (
        <div className={styles.section}>
          <p>{labels.unavailable}</p>
          <button type="button" className="btn btn-secondary" onClick={load}>
            {labels.retry}
          </button>
        </div>
      ) : state.kind !== "loaded" ? (
        <Placeholders compatible={Math.min(compatibleCount, COMPATIBLE_SIZE)} />
      ) : (
        SECTION_ORDER.map((name) =>
          state.cards[name].length > 0 ? (
            <section key={name} aria-labelledby={`product-${name}`} className={styles.section}>
              <h2 id={`product-${name}`}>{state.cards.headings[name]}</h2>
              <ProductGrid products={state.cards[name]} brand={brand} locale={locale} labels={gridLabels} headingLevel={3} />
            </section>
          ) : null,
        )
      )}
    </div>
  );
}

/** The sections of cards, of the cards' own size and grid, invisible to assistive technology: as many compatible
 *  products as the product lists, SECTION_SIZE in each recommendation section. */
function Placeholders({ compatible }: { compatible: number }) {
  const sections = SECTION_ORDER.map((name) => [name, name === "compatible" ? compatible : SECTION_SIZE] as const).filter(([, cards]) => cards > 0);
  return (
    <div aria-hidden="true" data-recommendations="pending">
      {sections.map(([name, cards]) => (
        <div key={name} className={styles.section}>
          <p className={styles.placeholderHeading}>{"\u00a0"}</p>
          <ul className={gridStyles.grid}>
            {Array.from({ length: cards }, (_, i) => (
              <li key={i} className={gridStyles.card}>
                <div className={gridStyles.media} />
                {/* A name of two lines (most are), the catalogue number and the price. */}
                <p className={gridStyles.name}>
                  {"\u00a0"}
                  <br />
                  {"\u00a0"}
                </p>
                <p className={gridStyles.number}>{"\u00a0"}</p>
                <p className={gridStyles.price}>{"\u00a0"}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
