"use client";
// 404 page of R14: says which path was not found; the button leads to the brand's home.
import { useParams, usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { ErrorView } from "./ErrorView";

export function NotFoundView({ variant = "unmatched" }: { variant?: "unmatched" | "route-check" }) {
  const t = useTranslations("errors");
  const pathname = usePathname() ?? "/";
  const params = useParams<{ brand?: string; locale?: string }>();
  const home = params.brand && params.locale ? `/${params.brand}/${params.locale}` : "/";
  return (
    <ErrorView
      line1={t("titleLine1")}
      line2={t("titleLine2")}
      detail={t(variant === "unmatched" ? "pageNotFound" : "pageNotFoundRoute", { path: pathname })}
      description={t("description")}
      actionLabel={t("backHome")}
      actionHref={home}
    />
  );
}
