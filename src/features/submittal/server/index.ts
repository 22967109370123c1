// Server entry of the submittal package builder (F15): the routes' handlers, the stored builds the errors page reads,
// and the package builder itself (benches).
import "server-only";
export { submittalPostResponse, submittalDownloadResponse, visitorKeyOf } from "./handlers";
export { findBuild, type StoredBuild } from "./store";
export { buildPackage, type PackageOutcome } from "./build";
export { packagePool, PackagePool, poolOptions } from "./pool";
export { submittalMessages } from "./messages";
