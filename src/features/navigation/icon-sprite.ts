// The navigation entries' icons (N3) as one SVG sprite, a file the browser fetches once and caches: each entry draws
// `<svg><use href="/generated/nav-icons.svg#map-pin"/></svg>`, about 100 bytes, where the inline lucide icon was its
// paths in the HTML and, as a client component's props, again in the RSC payload of every page (issue 15, ADR 72).
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import {
  Building2,
  Calendar,
  CircleHelp,
  Download,
  ExternalLink,
  FileText,
  Globe,
  Info,
  LifeBuoy,
  Lightbulb,
  List,
  Mail,
  MapPin,
  Newspaper,
  Phone,
  Search,
  ShoppingCart,
  Truck,
  User,
  Video,
  Wrench,
  Zap,
} from "lucide-react";
import type { NavIconName } from "./presentation";

export const NAV_ICONS: Record<NavIconName, ComponentType> = {
  "map-pin": MapPin,
  "life-buoy": LifeBuoy,
  phone: Phone,
  user: User,
  list: List,
  mail: Mail,
  download: Download,
  "file-text": FileText,
  search: Search,
  info: Info,
  "circle-help": CircleHelp,
  globe: Globe,
  "external-link": ExternalLink,
  calendar: Calendar,
  video: Video,
  newspaper: Newspaper,
  "building-2": Building2,
  wrench: Wrench,
  zap: Zap,
  lightbulb: Lightbulb,
  "shopping-cart": ShoppingCart,
  truck: Truck,
};

/** Each icon as a `<symbol id="name">` holding lucide's own drawing (24 × 24, stroked in the text colour). */
export function navIconSprite(icons: Readonly<Record<string, ComponentType>> = NAV_ICONS): string {
  const symbols = Object.entries(icons).map(([name, Icon]) => {
    const svg = renderToStaticMarkup(createElement(Icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (inner === undefined) throw new Error(`icon ${name}: not an <svg>`);
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
