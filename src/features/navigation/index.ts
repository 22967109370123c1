export { buildTrail, parentPaths } from "./breadcrumbs";
export type { Crumb } from "./breadcrumbs";
export { navHref } from "./links";
export type { NavigationEntry, NavigationGroup } from "./model";
