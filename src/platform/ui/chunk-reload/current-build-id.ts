// The running build's id on the server, read once: for /api/build-id and for the layout's <ChunkReloadGuard buildId>.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { resolveBuildId } from "./build-id";

let buildId: Promise<string> | undefined;

export function currentBuildId(): Promise<string> {
  buildId ??= resolveBuildId(process.env.NEXT_BUILD_ID, () =>
    readFile(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8"),
  );
  return buildId;
}
