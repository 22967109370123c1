"use client";
// 503 (E3): a service the page needs is down and nothing good is kept for it; the visitor is asked to come back soon.
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ErrorView } from "./ErrorView";

export function UnavailableView({ retry }: { retry?: () => void }) {
  const t = useTranslations("errors");
  const params = useParams<{ brand?: string; locale?: string }>();
  return (
    <ErrorView
      documentTitle={t("unavailableTitle")}
      line1={t("unavailableLine1")}
      line2={t("unavailableLine2")}
      description={t("unavailableDescription")}
      actionLabel={t("backHome")}
      actionHref={params.brand && params.locale ? `/${params.brand}/${params.locale}` : "/"}
    >
      {retry ? (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => retry()}>
            {t("retry")}
          </button>
        </p>
      ) : null}
    </ErrorView>
  );
}
