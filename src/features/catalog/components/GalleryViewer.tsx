"use client";
// The browser half of the product gallery: which drawing is shown. The server computes each view's URLs (no next/image
// code here); what is the same for every slide (loading, decoding, class, the thumbnail's 64 px box and its alt, which
// is the view's) is written here once instead of in each slide's props (issue 15 §1, ADR 72 second amendment).
import { useState } from "react";
import { THUMBNAIL_PX } from "./gallery-size";
import styles from "./ProductGallery.module.css";

export interface GallerySlide {
  id: string;
  /** The view's text alternative, for the main image and its thumbnail alike. */
  alt: string;
  main: { src: string; srcSet?: string; width: number; height: number };
  thumbnail: { src: string; srcSet?: string };
}

export function GalleryViewer({ slides, label }: { slides: readonly GallerySlide[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const main = slides[selected] ?? slides[0];
  if (!main) return null;
  return (
    <section className={styles.gallery} aria-label={label}>
      <div className={styles.main}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's URLs, computed on the server */}
        <img
          key={main.id}
          alt={main.alt}
          // eager but neither preloaded nor high priority: on phones the name is the LCP and this drawing sits below it
          loading="eager"
          width={main.main.width}
          height={main.main.height}
          decoding="async"
          className={styles.image}
          srcSet={main.main.srcSet}
          src={main.main.src}
        />
      </div>
      {slides.length > 1 ? (
        <ul className={styles.thumbnails}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button type="button" className={styles.thumbnail} aria-pressed={index === selected} onClick={() => setSelected(index)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
                <img alt={slide.alt} loading="lazy" width={THUMBNAIL_PX} height={THUMBNAIL_PX} decoding="async" srcSet={slide.thumbnail.srcSet} src={slide.thumbnail.src} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
