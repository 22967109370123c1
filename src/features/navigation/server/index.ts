import "server-only";
export { getBrandChrome, getMegamenu, listSiteParams } from "./chrome";
