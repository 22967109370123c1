// Client behaviours every page has once: toasts (U1), loading bar (U2), chunk reload guard (U3), scroll (R13), locale cookie (L1),
// and the foot of a printed page (issue 18).
import { Suspense } from "react";
import { ToastHost } from "@/platform/ui/toast/ToastHost";
import { LoadingBar } from "@/platform/ui/loading-bar/LoadingBar";
import { ChunkReloadGuard } from "@/platform/ui/chunk-reload/ChunkReloadGuard";
import { currentBuildId } from "@/platform/ui/chunk-reload/current-build-id";
import { ScrollManager } from "@/platform/navigation/ScrollManager";
import { LocaleCookie } from "@/platform/i18n/LocaleCookie";
import { PrintStamp } from "@/platform/ui/print/PrintStamp";
import { getTranslations } from "next-intl/server";
import { LOCALE_INFO, type Locale } from "@/config/locales";

export async function PlatformBehaviours({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <>
      {/* The placeholders stay in the message: the browser fills them when it prints. */}
      <PrintStamp template={t("printStamp", { url: "{url}", date: "{date}" })} localeIso={LOCALE_INFO[locale].iso} />
      <ToastHost />
      <LocaleCookie locale={locale} />
      <Suspense fallback={null}>
        <LoadingBar />
        <ScrollManager />
      </Suspense>
      <ChunkReloadGuard buildId={await currentBuildId()} />
    </>
  );
}
