// Inline SVG icon set of the advantage icons block (C3), keyed by the editor's icon name; 24px grid, stroke icons.
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
};

export const ADVANTAGE_ICON_NAMES = Object.keys(PATHS);

/** Decorative icon for a known name; unknown names draw nothing rather than a misleading symbol. */
export function AdvantageIcon({ name, className }: { name: string; className?: string }) {
  const paths = PATHS[name.trim().toLowerCase()];
  if (!paths) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
