// Client behaviours every page has once: toasts (U1), loading bar (U2), chunk reload guard (U3), scroll (R13), locale cookie (L1).
import { Suspense } from "react";
import { ToastHost } from "@/platform/ui/toast/ToastHost";
import { LoadingBar } from "@/platform/ui/loading-bar/LoadingBar";
import { ChunkReloadGuard } from "@/platform/ui/chunk-reload/ChunkReloadGuard";
import { currentBuildId } from "@/platform/ui/chunk-reload/current-build-id";
import { ScrollManager } from "@/platform/navigation/ScrollManager";
import { LocaleCookie } from "@/platform/i18n/LocaleCookie";
import type { Locale } from "@/config/locales";

export async function PlatformBehaviours({ locale }: { locale: Locale }) {
  return (
    <>
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
