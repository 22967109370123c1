// What the header's client navigation renders: already resolved hrefs, no CMS shapes.
import type { ReactNode } from "react";
import type { EntryLook } from "../presentation";

export interface NavLink {
  id: string;
  title: string;
  href: string;
  /** Opens another site in a new tab; absent when false (the links are props of every page, ADR 72). */
  external?: boolean;
  /** The entry's checked classes, style and icon (N3); the client navigation applies classes and style. */
  look?: EntryLook;
}

export interface MegamenuColumn extends NavLink {
  links: NavLink[];
  viewAll?: NavLink;
}

export interface MegamenuTopItem extends NavLink {
  columns: MegamenuColumn[];
}

export interface NavItem {
  id: string;
  title: string;
  href?: string;
  external?: boolean;
  look?: EntryLook;
  /**
   * The dropdown's links, rendered on the server as static markup (ADR 74): the island shows them, it does not render
   * them, so they are in the page once as HTML instead of again as its props (ADR 78, issue 15 §1).
   */
  menu?: ReactNode;
  /** URL of the prerendered megamenu JSON, fetched when the menu is first wanted. */
  megamenuSrc?: string;
  /** With a megamenu: the catalogue's landing, the panel's link for a browser that runs no script. */
  catalogLink?: NavLink;
}

export interface MegamenuData {
  items: MegamenuTopItem[];
  viewAll: NavLink;
}
