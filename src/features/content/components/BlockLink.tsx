// A CMS link (LinkTarget) as a site link or a plain anchor, styled as the editor chose.
import Link from "next/link";
import type { Locale } from "@/config/locales";
import type { LinkTarget } from "@/features/content/model";
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

export function BlockLink({ link, brand, locale, className, defaultVariant = "plain", children }: BlockLinkProps) {
  const href = resolveLinkHref(link.url, brand, locale);
  const variant = link.variant ?? defaultVariant;
  const classes = [variant === "plain" ? undefined : VARIANT_CLASS[variant], className].filter(Boolean).join(" ") || undefined;
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
