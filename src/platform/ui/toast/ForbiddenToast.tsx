"use client";
// R15: on a forbidden status the error page shows the translated forbidden message, which closes itself.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "./toast-store";

export function ForbiddenToast() {
  const t = useTranslations("ui");

  useEffect(() => {
    showToast({ type: "error", text: t("forbidden"), key: "forbidden", autoClose: true });
  }, [t]);

  return null;
}
