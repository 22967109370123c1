import "server-only";
export { handleCompareRequest } from "./compare-api";
