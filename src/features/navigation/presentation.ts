// How a navigation entry looks (N3): the CMS's variant class, custom class, custom style, icon name and position, read
// as untrusted input. Class names pass only as plain CSS identifiers; the style only as a few presentational
// properties with plain values (no url(), no escapes, no expressions), so an entry cannot load anything, cover the
// page or hide its own text; the icon only from the set the site draws (anything else draws nothing).
import type { NavigationEntry } from "./model";

/** Lucide icon names the site draws next to an entry (lucide.dev), as the CMS's entries name them. */
export const NAV_ICON_NAMES = [
  "map-pin",
  "life-buoy",
  "phone",
  "user",
  "list",
  "mail",
  "download",
  "file-text",
  "search",
  "info",
  "circle-help",
  "globe",
  "external-link",
  "calendar",
  "video",
  "newspaper",
  "building-2",
  "wrench",
  "zap",
  "lightbulb",
  "shopping-cart",
  "truck",
] as const;

export type NavIconName = (typeof NAV_ICON_NAMES)[number];

/** The icons' sprite, written by `npm run prepare-data` (icon-sprite.ts) to public/generated and served as is (ADR 72). */
export const NAV_ICON_SPRITE_URL = "/generated/nav-icons.svg";

export interface EntryLook {
  className?: string;
  style?: Record<string, string>;
  icon?: { name: NavIconName; position: "left" | "right" };
}

const CLASS_TOKEN = /^-?[_a-zA-Z][_a-zA-Z0-9-]{0,63}$/;
const MAX_CLASSES = 8;

/** The variant and custom classes as class tokens; anything that is not a plain identifier is dropped. */
export function entryClassName(entry: Pick<NavigationEntry, "variantClass" | "customClass">): string | undefined {
  const tokens = [entry.variantClass, entry.customClass]
    .flatMap((value) => (value ?? "").split(/\s+/))
    .filter((token) => CLASS_TOKEN.test(token));
  const unique = [...new Set(tokens)].slice(0, MAX_CLASSES);
  return unique.length > 0 ? unique.join(" ") : undefined;
}

/** CSS properties an entry may set (React's camelCase names), all presentational. */
const STYLE_PROPERTIES: Record<string, string> = {
  color: "color",
  "background-color": "backgroundColor",
  "border-color": "borderColor",
  "font-weight": "fontWeight",
  "font-style": "fontStyle",
  "text-transform": "textTransform",
  "text-decoration": "textDecoration",
  "letter-spacing": "letterSpacing",
  padding: "padding",
  "padding-inline": "paddingInline",
  "padding-block": "paddingBlock",
  "margin-inline-start": "marginInlineStart",
  "border-radius": "borderRadius",
  border: "border",
};
/** Words, numbers with units, hex colours, commas, dots, percent signs, parentheses of rgb()/hsl()/var(): nothing else. */
const STYLE_VALUE = /^[#a-zA-Z0-9 .,%()-]{1,80}$/;
const FORBIDDEN_VALUE = /url\s*\(|expression|image|attr\s*\(/i;
const MAX_DECLARATIONS = 10;

/** The custom style's allowed declarations, as a React style object; undefined when none is left. */
export function entryStyle(entry: Pick<NavigationEntry, "customStyle">): Record<string, string> | undefined {
  const source = entry.customStyle?.slice(0, 1_000);
  if (!source) return undefined;
  const style: Record<string, string> = {};
  for (const declaration of source.split(";").slice(0, MAX_DECLARATIONS)) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = STYLE_PROPERTIES[declaration.slice(0, colon).trim().toLowerCase()];
    const value = declaration.slice(colon + 1).trim();
    if (property && STYLE_VALUE.test(value) && !FORBIDDEN_VALUE.test(value)) style[property] = value;
  }
  return Object.keys(style).length > 0 ? style : undefined;
}

export function isNavIconName(name: string | undefined): name is NavIconName {
  return (NAV_ICON_NAMES as readonly string[]).includes(name ?? "");
}

/** Everything the CMS says about how the entry looks, checked. */
export function entryLook(entry: Pick<NavigationEntry, "variantClass" | "customClass" | "customStyle" | "iconName" | "iconPosition">): EntryLook {
  const className = entryClassName(entry);
  const style = entryStyle(entry);
  const icon = isNavIconName(entry.iconName) ? { name: entry.iconName, position: entry.iconPosition === "right" ? ("right" as const) : ("left" as const) } : undefined;
  return { ...(className ? { className } : {}), ...(style ? { style } : {}), ...(icon ? { icon } : {}) };
}

/** The entry's classes (after `own`) and style as element attributes, only those it has: an attribute given as
 *  `undefined` is still written into the RSC payload of every page, once per link (ADR 72). */
export function lookAttributes(look: EntryLook | undefined, own?: string): { className?: string; style?: Record<string, string> } {
  const className = [own, look?.className].filter(Boolean).join(" ");
  return { ...(className ? { className } : {}), ...(look?.style ? { style: look.style } : {}) };
}
