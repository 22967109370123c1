"use client";
// 404 of the products section (P4, P5, R15): names what was missing, read from the path the visitor asked for.
import { useParams, usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { ErrorView } from "@/platform/errors/ErrorView";
import { missingCatalogItem } from "../pages/missing-item";

export function CatalogNotFound() {
  const errors = useTranslations("errors");
  const catalog = useTranslations("catalog.notFound");
  const pathname = usePathname() ?? "/";
  const params = useParams<{ brand?: string; locale?: string }>();
  const home = params.brand && params.locale ? `/${params.brand}/${params.locale}` : "/";
  const missing = missingCatalogItem(pathname);
  return (
    <ErrorView
      line1={errors("titleLine1")}
      line2={errors("titleLine2")}
      detail={missing ? catalog(missing) : errors("pageNotFound", { path: pathname })}
      description={errors("description")}
      actionLabel={errors("backHome")}
      actionHref={home}
    />
  );
}
