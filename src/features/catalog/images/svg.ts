// Small SVG building blocks and the colour palette of a product drawing (P9).

export interface Palette {
  body: string;
  shade: string;
  light: string;
  line: string;
  /** Marks drawn on the body (slots, grilles): readable on light and dark bodies alike. */
  ink: string;
  hole: string;
  metal: string;
  lens: string;
  accent: string;
}

function channels(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? "9aa0a6";
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

/** Colour `t` of the way from `from` to `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * t));
}

/** WCAG relative luminance of a hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function palette(colorHex: string): Palette {
  const body = toHex(channels(colorHex));
  const dark = luminance(body) < 0.12;
  return {
    body,
    shade: mix(body, "#000000", dark ? 0.35 : 0.22),
    light: mix(body, "#ffffff", dark ? 0.25 : 0.45),
    line: "#24292e",
    ink: dark ? mix(body, "#ffffff", 0.55) : mix(body, "#000000", 0.6),
    hole: dark ? "#050505" : "#2b2f33",
    metal: "#b8bec5",
    lens: "#dfe9f2",
    accent: "#d93a2b",
  };
}

type Attrs = Record<string, string | number | undefined>;

function attrs(extra: Attrs): string {
  return Object.entries(extra)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("");
}

export const rect = (x: number, y: number, w: number, h: number, rx = 0, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, extra: Attrs = {}) => `<circle${attrs({ cx, cy, r, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, extra: Attrs = {}) => `<ellipse${attrs({ cx, cy, rx, ry, ...extra })}/>`;
export const path = (d: string, extra: Attrs = {}) => `<path${attrs({ d, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, extra: Attrs = {}) => `<line${attrs({ x1, y1, x2, y2, ...extra })}/>`;
export const group = (content: string, extra: Attrs = {}) => `<g${attrs(extra)}>${content}</g>`;

/** `n` values from `start`, `step` apart. */
export const steps = (n: number, start: number, step: number) => Array.from({ length: n }, (_, i) => start + i * step);

/** Slotted screw head. */
export const screw = (p: Palette, cx: number, cy: number, r = 11) =>
  circle(cx, cy, r, { fill: p.metal, stroke: p.line, "stroke-width": 2 }) + line(cx - r * 0.7, cy, cx + r * 0.7, cy, { stroke: p.line, "stroke-width": 2.5 });

/** Regular polygon path (hex nuts, octagon boxes). */
export function polygon(cx: number, cy: number, r: number, sides: number, rotation = 0): string {
  const points = steps(sides, 0, 1).map((i) => {
    const a = rotation + (i * 2 * Math.PI) / sides;
    return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `M${points.join("L")}Z`;
}
