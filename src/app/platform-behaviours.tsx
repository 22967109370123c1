// Client behaviours every page has once: toasts (U1), loading bar (U2), chunk reload guard (U3), scroll (R13).
import { Suspense } from "react";
import { ToastHost } from "@/platform/ui/toast/ToastHost";
import { LoadingBar } from "@/platform/ui/loading-bar/LoadingBar";
import { ChunkReloadGuard } from "@/platform/ui/chunk-reload/ChunkReloadGuard";
import { currentBuildId } from "@/platform/ui/chunk-reload/current-build-id";
import { ScrollManager } from "@/platform/navigation/ScrollManager";

export async function PlatformBehaviours() {
  return (
    <>
      <ToastHost />
      <Suspense fallback={null}>
        <LoadingBar />
        <ScrollManager />
      </Suspense>
      <ChunkReloadGuard buildId={await currentBuildId()} />
    </>
  );
}
