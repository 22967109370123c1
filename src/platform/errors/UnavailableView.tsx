"use client";
// 503 (E3): a service the page needs is down and nothing good is kept for it; the visitor is asked to come back soon.
import { useEffect } from "react";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ErrorView } from "./ErrorView";

export function UnavailableView({ retry }: { retry?: () => void }) {
  const t = useTranslations("errors");
  const params = useParams<{ brand?: string; locale?: string }>();
  const title = t("unavailableTitle");
  // the page's own metadata title may come first in <head>: the document says what this page is
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ErrorView
      documentTitle={title}
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
