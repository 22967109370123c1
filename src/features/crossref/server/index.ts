// Public server entry of the competitor cross reference (F4, issue 16): the module for the block registry, the answer
// to a list of numbers, the POST that turns long lists and uploads into a GET address, the CSV export.
import "server-only";
import { crossRefExportResponse } from "./export";
import { siteCrossReference } from "./site";

export { CROSSREF_MODULES } from "../modules";
export { answerCrossReference, type AnswerDeps } from "./answer";
export { siteCrossReference, siteAnswerDeps } from "./site";
export { crossRefIndex, crossRefMeta, dataDir, CACHED_BRANDS } from "./dataset";
export { createCrossRefIndex, type CrossRefIndex, type SearchHit } from "./search";
export { parseCrossRefQuery, crossRefSearch, encodeList, decodeList, CROSSREF_PARAMS, type CrossRefQuery } from "./query";
export { crossRefPostResponse, fileNumbers, TEXT_BODY_LIMIT, MULTIPART_BODY_LIMIT } from "./post";

/** GET /api/crossref/export: the answer as a CSV file. */
export function crossRefExport(request: Request): Promise<Response> {
  return crossRefExportResponse(request, siteCrossReference);
}
