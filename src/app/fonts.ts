// Inter served from our own origin (next/font/local over @fontsource files): no font host at runtime.
import localFont from "next/font/local";

export const inter = localFont({
  src: [
    { path: "../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-inter",
  display: "swap",
  // Not preloaded: on slow mobile links three font files would compete with the hero image (LCP).
  preload: false,
});
