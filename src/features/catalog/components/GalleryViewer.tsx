"use client";
// The browser half of the product gallery: which drawing is shown. Image attributes arrive ready-made.
import { useState, type ImgHTMLAttributes } from "react";
import styles from "./ProductGallery.module.css";

type ImageAttributes = ImgHTMLAttributes<HTMLImageElement>;

export interface GallerySlide {
  id: string;
  main: ImageAttributes;
  thumbnail: ImageAttributes;
}

export function GalleryViewer({ slides, label }: { slides: readonly GallerySlide[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const main = slides[selected] ?? slides[0];
  if (!main) return null;
  return (
    <section className={styles.gallery} aria-label={label}>
      <div className={styles.main}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included */}
        <img key={main.id} {...main.main} />
      </div>
      {slides.length > 1 ? (
        <ul className={styles.thumbnails}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button type="button" className={styles.thumbnail} aria-pressed={index === selected} onClick={() => setSelected(index)}>
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- as above */}
                <img {...slide.thumbnail} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
