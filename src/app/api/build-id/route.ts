// The running build's id, polled by ChunkReloadGuard to notice a new deployment (U3).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { NextResponse, connection } from "next/server";
import { resolveBuildId } from "@/platform/ui/chunk-reload/build-id";

let buildId: Promise<string> | undefined;

export async function GET(): Promise<NextResponse> {
  // Answer at request time: a value prerendered at build would never change.
  await connection();
  buildId ??= resolveBuildId(process.env.NEXT_BUILD_ID, () =>
    readFile(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8"),
  );
  return NextResponse.json({ buildId: await buildId }, { headers: { "Cache-Control": "no-store" } });
}
