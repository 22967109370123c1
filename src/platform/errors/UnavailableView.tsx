"use client";
// 503 (E3): a service the page needs is down and nothing good is kept for it; the visitor is asked to come back soon.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { RetryAction, useSiteHomeHref } from "./RetryAction";
import { ErrorView } from "./ErrorView";

export function UnavailableView({ retry }: { retry?: () => void }) {
  const t = useTranslations("errors");
  const homeHref = useSiteHomeHref();
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
      actionHref={homeHref}
    >
      <RetryAction retry={retry} label={t("retry")} />
    </ErrorView>
  );
}
