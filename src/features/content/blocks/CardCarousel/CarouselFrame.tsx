"use client";
// Carousel behaviour (C3): scroll-snap track, prev/next, autoplay with pause, per the WAI-ARIA carousel pattern.
import { Children, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { CAROUSEL_AUTOPLAY_MS, nearestSlideIndex, slidesStyle, stepSlide } from "./carousel";
import styles from "./styles.module.css";

interface CarouselFrameProps {
  title?: string;
  slidesToShow: number;
  peek: boolean;
  autoplay: boolean;
  children: React.ReactNode;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function CarouselFrame({ title, slidesToShow, peek, autoplay, children }: CarouselFrameProps) {
  const t = useTranslations("blocks.carousel");
  const slides = Children.toArray(children);
  const headingId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  // Until the visitor presses play or pause, autoplay runs unless they asked for reduced motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = autoplay && (playChoice ?? !reducedMotion);
  const [interacting, setInteracting] = useState(false);

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide) return;
    track.scrollTo({ left: slide.offsetLeft, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, []);

  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      const first = track?.children[0] as HTMLElement | undefined;
      const visible = track && first ? Math.max(1, Math.floor((track.clientWidth + 1) / first.offsetWidth)) : 1;
      goTo(stepSlide(current, slides.length, visible, direction));
    },
    [current, goTo, slides.length],
  );

  useEffect(() => {
    if (!playing || interacting || slides.length < 2) return;
    const timer = window.setInterval(() => step(1), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, interacting, slides.length, step]);

  function onScroll() {
    const track = trackRef.current;
    if (!track) return;
    const offsets = Array.from(track.children, (child) => (child as HTMLElement).offsetLeft);
    setCurrent(nearestSlideIndex(offsets, track.scrollLeft));
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      {...(title ? { "aria-labelledby": headingId } : { "aria-label": t("label") })}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      <div className={styles.header}>
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {slides.length > 1 ? (
          <div className={styles.controls}>
            {autoplay ? (
              <button type="button" className={styles.control} onClick={() => setPlayChoice(!playing)} aria-label={playing ? t("pause") : t("play")}>
                <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
              </button>
            ) : null}
            <button type="button" className={styles.control} aria-controls={trackId} aria-label={t("previous")} onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.control} aria-controls={trackId} aria-label={t("next")} onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <div
        id={trackId}
        ref={trackRef}
        className={styles.track}
        style={slidesStyle(slidesToShow, peek)}
        aria-live={playing && !interacting ? "off" : "polite"}
        onScroll={onScroll}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t("slide", { index: index + 1, total: slides.length })}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
