"use client";
// Unexpected failure while rendering (E1, 500): the generic error page with a retry.
import { useEffect } from "react";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { ErrorView } from "@/platform/errors/ErrorView";

export default function RouteError({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useTranslations("errors");
  const params = useParams<{ brand?: string; locale?: string }>();
  useEffect(() => {
    document.title = "Not Found";
    console.error(error);
  }, [error]);
  return (
    <ErrorView
      line1={t("serverErrorLine1")}
      line2={t("serverErrorLine2")}
      description={t("serverErrorDescription")}
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
