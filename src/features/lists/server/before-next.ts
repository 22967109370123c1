// What the production server answers of the lists before Next's request handling (issue 14, ADR 43 amendment):
// the lists API, whose small requests cost mostly Next's own handling under load, and the page of one of the account's
// lists, served to its owner as the shared shell the micro-cache keeps (guarded-shells.ts). Same handlers as the route
// and the proxy use; under `next start` both still answer through Next.
import "server-only";
import { plainSegments, registerDirectRoute } from "@/platform/server/direct-routes";
import { registerGuardedShell } from "@/platform/server/guarded-shells";
import { handleListsApi } from "./api";
import { accountListShellPath, isAccountListPath } from "./routing";

export function serveListsBeforeNext(): void {
  registerDirectRoute("/api/lists", ["GET", "POST"], plainSegments, (request, rest) => handleListsApi(request, rest.split("/").filter(Boolean)));
  registerGuardedShell("lists", isAccountListPath, accountListShellPath);
}
