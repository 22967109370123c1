// Public server entry of the lists feature (A4): the API, what the list pages read, and erasure of an account's lists.
import "server-only";
export { handleListsApi, brandWithLists } from "./api";
export { specSheets, withProducts, type LinesWithProducts } from "./detail";
export { listInfo, readShareToken, shareToken } from "./share-link";
export { ensureDefaultList, eraseAccountLists, findDefaultList, findList, findSharedList, listLines, listSummaries, type StoredList } from "./store";
export { listsTranslator } from "./messages";
export { accountListPage, accountListPageMetadata, accountListsPage, listPageMetadata, listsBrand } from "./page";
export { accountListShellPath, isListShellPath } from "./routing";
export { serveListsBeforeNext } from "./before-next";
