// The running build's id, polled by ChunkReloadGuard to notice a new deployment (U3).
import { NextResponse, connection } from "next/server";
import { currentBuildId } from "@/platform/ui/chunk-reload/current-build-id";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export async function GET(): Promise<NextResponse> {
  // Answer at request time: a value prerendered at build would never change.
  await connection();
  return NextResponse.json({ buildId: await currentBuildId() }, { headers: { "Cache-Control": CACHE_CONTROL.noStore } });
}
