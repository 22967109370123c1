"use client";
// The browser half of the product gallery: which drawing is shown. The server computes the views' URLs (no next/image
// code here), as one pattern every drawing fills with its path; what is the same for every slide (loading, decoding,
// class, the thumbnail's 64 px box) is written here once instead of in each slide's
// props (issue 15 §1, ADR 72 second amendment, ADR 79).
import { useState } from "react";
import { fillPattern, MAIN_PX, THUMBNAIL_PX, type SlideUrls } from "./gallery-size";
import styles from "./ProductGallery.module.css";

export interface GallerySlide {
  /** The drawing's path, which fills the gallery's URL pattern. */
  id: string;
  /** The drawing's text alternative (product and view), for the main image, after the gallery's `altStart`. */
  alt: string;
  /** The view's name ("Side view"), the thumbnail's text alternative: its button shows that view of this product. */
  view: string;
  /** The main view's height at MAIN_PX wide. */
  height: number;
  /** The drawing's own URLs, when the pattern does not make them. */
  urls?: SlideUrls;
}

export function GalleryViewer({ pattern, altStart = "", slides, label }: { pattern: SlideUrls; altStart?: string; slides: readonly GallerySlide[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const main = slides[selected] ?? slides[0];
  if (!main) return null;
  const urls = (slide: GallerySlide) => slide.urls ?? fillPattern(pattern, slide.id);
  const view = urls(main).main;
  return (
    <section className={styles.gallery} aria-label={label}>
      <div className={styles.main}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's URLs, computed on the server */}
        <img
          key={main.id}
          alt={altStart + main.alt}
          // eager but neither preloaded nor high priority: on phones the name is the LCP and this drawing sits below it
          loading="eager"
          width={MAIN_PX}
          height={main.height}
          decoding="async"
          className={styles.image}
          srcSet={view.srcSet}
          src={view.src}
        />
      </div>
      {slides.length > 1 ? (
        <ul className={styles.thumbnails}>
          {slides.map((slide, index) => {
            const thumbnail = urls(slide).thumbnail;
            return (
              <li key={slide.id}>
                <button type="button" className={styles.thumbnail} aria-pressed={index === selected} onClick={() => setSelected(index)}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                  <img alt={slide.view} loading="lazy" width={THUMBNAIL_PX} height={THUMBNAIL_PX} decoding="async" srcSet={thumbnail.srcSet} src={thumbnail.src} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
