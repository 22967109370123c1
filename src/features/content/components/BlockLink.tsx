// A CMS link (LinkTarget) as a site link or a plain anchor, styled as the editor chose.
import Link from "next/link";
import type { Locale } from "@/config/locales";
import type { LinkTarget } from "@/features/content/model";
import { attribute, html, type Markup } from "@/platform/html/markup";
import { isExternalHref, resolveLinkHref } from "./links";

const VARIANT_CLASS: Record<NonNullable<LinkTarget["variant"]>, string> = {
  primary: "btn btn-primary",
  secondary: "btn btn-secondary",
  link: "btn btn-link",
};

interface BlockLinkProps {
  link: LinkTarget;
  brand: string;
  locale: Locale;
  className?: string;
  /** Style used when the editor chose none. */
  defaultVariant?: NonNullable<LinkTarget["variant"]> | "plain";
  children?: React.ReactNode;
}

function linkLook(link: LinkTarget, defaultVariant: BlockLinkProps["defaultVariant"], className: string | undefined) {
  const variant = link.variant ?? defaultVariant ?? "plain";
  return [variant === "plain" ? undefined : VARIANT_CLASS[variant], className].filter(Boolean).join(" ") || undefined;
}

/**
 * A CMS link as static markup (ADR 74) around `content` (markup built by `html`): a link of this brand's site navigates
 * on the client (`data-client-link`, inside a StaticMarkup with `links="client"`); a sister brand's site and an
 * outside address are full page loads (R9).
 */
export function blockLinkHtml({ link, brand, locale, className, defaultVariant }: Omit<BlockLinkProps, "children">, content: Markup): Markup {
  const href = resolveLinkHref(link.url, brand, locale);
  const client = !link.external && !isExternalHref(href) && href.startsWith(`/${brand}/`);
  return html`<a href="${href}"!${attribute("class", linkLook(link, defaultVariant, className))}!${client ? html` data-client-link` : html``}>!${content}</a>`;
}

export function BlockLink({ link, brand, locale, className, defaultVariant = "plain", children }: BlockLinkProps) {
  const href = resolveLinkHref(link.url, brand, locale);
  const classes = linkLook(link, defaultVariant, className);
  const content = children ?? link.label;
  if (link.external || isExternalHref(href)) {
    return (
      <a href={href} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {content}
    </Link>
  );
}
