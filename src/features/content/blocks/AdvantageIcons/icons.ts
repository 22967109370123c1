// Inline SVG icon set of the advantage icons block (C3), keyed by the editor's icon name; 24px grid, stroke icons.
import { attribute, html, joined, type Markup } from "@/platform/html/markup";

const PATHS: Record<string, string[]> = {
  bolt: ["M13 2 4 14h7l-1 8 9-12h-7l1-8z"],
  shield: ["M12 3 4 6v6c0 5 3.5 8.5 8 9.5 4.5-1 8-4.5 8-9.5V6l-8-3z", "m9 12 2 2 4-4"],
  leaf: ["M5 19c0-8 5-13 15-14-1 10-6 15-14 15", "M5 19 13 11"],
  truck: ["M3 6h11v10H3z", "M14 10h4l3 3v3h-7", "M7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z", "M19 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z"],
  tools: ["M14.5 6.5a4 4 0 0 0 5 5l-8.5 8.5a2 2 0 0 1-3-3l8.5-8.5", "M14.5 6.5 17 4l3 3-2.5 2.5", "M4 4l6 6", "M3 7l4-4"],
  certificate: ["M4 4h16v11H4z", "M8 8h8", "M8 11h5", "M15 15v6l2-1.5 2 1.5v-6"],
  clock: ["M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z", "M12 7v5l3 2"],
  globe: ["M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z", "M3 12h18", "M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"],
  plug: ["M9 2v5", "M15 2v5", "M6 7h12v4a6 6 0 0 1-12 0V7z", "M12 17v5"],
  lightbulb: ["M9 18h6", "M10 21h4", "M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z"],
  headset: ["M4 14v-2a8 8 0 0 1 16 0v2", "M4 14h3v5H5a1 1 0 0 1-1-1v-4z", "M20 14h-3v5h2a1 1 0 0 0 1-1v-4z", "M17 19c0 1.5-2 2-5 2"],
  check: ["M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z", "m8 12 3 3 5-6"],
  ban: ["M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z", "M5.6 5.6l12.8 12.8"],
  calendar: ["M4 5h16v15H4z", "M4 10h16", "M8 3v4", "M16 3v4"],
  "cloud-rain": ["M7 14h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.1 7.1 3.5 3.5 0 0 0 7 14z", "M8 17l-1 3", "M12 17l-1 3", "M16 17l-1 3"],
  factory: ["M3 21V10l6 4v-4l6 4V6h6v15H3z", "M7 18h2", "M12 18h2"],
  filter: ["M3 4h18l-7 8v6l-4 2v-8L3 4z"],
  "graduation-cap": ["M2 9l10-5 10 5-10 5L2 9z", "M6 11v5c3 2 9 2 12 0v-5", "M22 9v6"],
  layers: ["M12 3 2 8l10 5 10-5-10-5z", "M2 12l10 5 10-5", "M2 16l10 5 10-5"],
  package: ["M3 7l9-4 9 4v10l-9 4-9-4V7z", "M3 7l9 4 9-4", "M12 11v10"],
  palette: ["M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.9 1-1.7-.6-1-.1-2.3 1.1-2.3H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10z", "M7.5 11.5h.01", "M10 7.5h.01", "M15 8h.01"],
  receipt: ["M6 3h12v18l-3-2-3 2-3-2-3 2V3z", "M9 8h6", "M9 12h6"],
  recycle: ["M4 12a8 8 0 0 1 14-5.3", "M18 3v4h-4", "M20 12a8 8 0 0 1-14 5.3", "M6 21v-4h4"],
  ruler: ["M3 16 16 3l5 5L8 21l-5-5z", "M7 12l2 2", "M10 9l2 2", "M13 6l2 2"],
  sliders: ["M4 6h10", "M18 6h2", "M16 4v4", "M4 12h4", "M12 12h8", "M10 10v4", "M4 18h10", "M18 18h2", "M16 16v4"],
  sun: ["M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z", "M12 2v2", "M12 20v2", "M4.9 4.9l1.4 1.4", "M17.7 17.7l1.4 1.4", "M2 12h2", "M20 12h2", "M4.9 19.1l1.4-1.4", "M17.7 6.3l1.4-1.4"],
  "sun-dim": ["M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z", "M12 4h.01", "M12 20h.01", "M4 12h.01", "M20 12h.01", "M6.3 6.3h.01", "M17.7 17.7h.01", "M6.3 17.7h.01", "M17.7 6.3h.01"],
  users: ["M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z", "M2 20c0-3.5 3-6 7-6s7 2.5 7 6", "M16 4.5a3.5 3.5 0 0 1 0 6.5", "M18 14c2.4.6 4 2.8 4 6"],
  warehouse: ["M3 21V8l9-5 9 5v13", "M7 21v-8h10v8", "M7 17h10"],
};

// Names content editors use for icons already drawn above.
const ALIASES: Record<string, string> = { "shield-check": "shield", "badge-check": "check", lightning: "bolt", wrench: "tools" };

export const ADVANTAGE_ICON_NAMES = [...Object.keys(PATHS), ...Object.keys(ALIASES)];

/** Decorative icon for a known name, as markup (ADR 74); unknown names draw nothing rather than a misleading symbol. */
export function advantageIconHtml(name: string, className?: string): Markup {
  const key = name.trim().toLowerCase();
  const paths = PATHS[ALIASES[key] ?? key];
  if (!paths) return html``;
  return html`<svg!${attribute("class", className)} viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">!${joined(paths.map((d) => html`<path d="${d}"></path>`))}</svg>`;
}
