// A navigation entry's text with its icon (N3), drawn from the icons' sprite with <use> (ADR 72): no icon font, no
// client JavaScript. The icon is decorative: the entry's title names the link. Static markup (ADR 74): the header's
// top links and the footer are sent as HTML text.
import { attribute, html, styleAttribute, type Markup } from "@/platform/html/markup";
import { lookAttributes, NAV_ICON_SPRITE_URL, type EntryLook } from "../presentation";
import styles from "./EntryLabel.module.css";

export function entryLabelHtml(title: string, look: EntryLook): Markup {
  if (!look.icon) return html`${title}`;
  const icon = html`<svg class="${styles.icon}" width="16" height="16" aria-hidden="true" focusable="false"><use href="${NAV_ICON_SPRITE_URL}#${look.icon.name}"></use></svg>`;
  return html`<span class="${styles.label}">!${look.icon.position === "left" ? icon : ""}<span>${title}</span>!${look.icon.position === "right" ? icon : ""}</span>`;
}

/** An entry's class and style attributes (its look), as lookAttributes gives them to a React element. */
export function lookHtml(look: EntryLook | undefined): Markup {
  const { className, style } = lookAttributes(look);
  return html`!${attribute("class", className)}!${styleAttribute(style)}`;
}

/**
 * A navigation link as markup: inside the site a client navigation (`data-client-link`, as next/link); a sister
 * brand's site or an outside address a plain link, the outside one in a new tab, said to assistive technology.
 */
export function entryLinkHtml(link: { href: string; title: string; look?: EntryLook; external?: boolean; fullLoad?: boolean }, newTabLabel: string): Markup {
  const look = link.look ?? {};
  const label = entryLabelHtml(link.title, look);
  if (link.external) {
    return html`<a href="${link.href}"!${lookHtml(look)} target="_blank" rel="noopener noreferrer">!${label}<span class="visually-hidden"> ${newTabLabel}</span></a>`;
  }
  if (link.fullLoad) return html`<a href="${link.href}"!${lookHtml(look)}>!${label}</a>`;
  return html`<a href="${link.href}" data-client-link!${lookHtml(look)}>!${label}</a>`;
}
