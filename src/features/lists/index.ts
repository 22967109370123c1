// Public entry of the lists feature (A4), client-safe: the "Add to list" island, the header's "My list" link, the
// list pages' islands, and the model's rules and limits.
export { exportHref, type ListInfo } from "./client/api";
export { DEFAULT_LIST_ID, LIST_LIMITS, brandShowsLists, isListUuid, listTotals, sortSummaries, type ListLineView, type ListSummary } from "./model";
// The export's CSV dialects (plain, and the locale's spreadsheet separators), for other features' exports (F4).
export { csvDialect, csvTable, exportFileName, isExportFormat, textCell, EXPORT_FORMATS, type CsvDialect, type ExportFormat } from "./csv";
