"use client";
// Unexpected failure while rendering (E1, 500): the generic error page with a retry; a service that is down with
// nothing kept (E3, recognised by its digest, the only part production passes to the browser) gets the 503 view.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { RetryAction, useSiteHomeHref } from "@/platform/errors/RetryAction";
import { ErrorView } from "@/platform/errors/ErrorView";
import { UnavailableView } from "@/platform/errors/UnavailableView";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";

export default function RouteError({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useTranslations("errors");
  const homeHref = useSiteHomeHref();
  const unavailable = isServiceUnavailableError(error);
  useEffect(() => {
    if (unavailable) return;
    document.title = "Not Found";
    console.error(error);
  }, [error, unavailable]);
  if (unavailable) return <UnavailableView retry={retry} />;
  return (
    <ErrorView
      line1={t("serverErrorLine1")}
      line2={t("serverErrorLine2")}
      description={t("serverErrorDescription")}
      actionLabel={t("backHome")}
      actionHref={homeHref}
    >
      <RetryAction retry={retry} label={t("retry")} />
    </ErrorView>
  );
}
