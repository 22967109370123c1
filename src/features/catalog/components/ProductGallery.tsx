"use client";
// Product gallery (P5, P9): the main drawing is in the server HTML; thumbnail buttons switch it once hydrated.
import Image from "next/image";
import { useState } from "react";
import { IMAGE_QUALITY } from "@/config/constants";
import type { ProductImage } from "../images/views";
import styles from "./ProductGallery.module.css";

export function ProductGallery({ images, label }: { images: readonly ProductImage[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return null;
  return (
    <section className={styles.gallery} aria-label={label}>
      <div className={styles.main}>
        <Image
          key={main.url}
          src={main.url}
          alt={main.alt}
          width={main.width}
          height={main.height}
          sizes="(max-width: 800px) 100vw, 480px"
          quality={IMAGE_QUALITY}
          // eager but neither preloaded nor high priority (React preloads those in <head>): on phones the name is the LCP
          // and this drawing sits below it, competing with the render-blocking CSS; on desktop the tag is found early anyway
          loading="eager"
          className={styles.image}
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button type="button" className={styles.thumbnail} aria-pressed={index === selected} onClick={() => setSelected(index)}>
                <Image src={image.url} alt={image.alt} width={64} height={64} sizes="64px" quality={IMAGE_QUALITY} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
