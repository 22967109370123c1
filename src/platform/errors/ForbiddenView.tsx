"use client";
// 403 (R15): the generic error page plus a self-closing toast with error.page.forbidden.
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ForbiddenToast } from "@/platform/ui/toast/ForbiddenToast";
import { ErrorView } from "./ErrorView";

export function ForbiddenView() {
  const t = useTranslations("errors");
  const params = useParams<{ brand?: string; locale?: string }>();
  return (
    <ErrorView
      line1={t("titleLine1")}
      line2={t("titleLine2")}
      description={t("description")}
      actionLabel={t("backHome")}
      actionHref={params.brand && params.locale ? `/${params.brand}/${params.locale}` : "/"}
    >
      <ForbiddenToast />
    </ErrorView>
  );
}
