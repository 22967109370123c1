// The build a page was rendered by, in the browser, and the addresses of the same-site answers its islands read
// (U3, issue 15). Each answer an island reads is shaped for the code of one build (the recommendations bring their
// headings since ADR 81, the retailers their words, an island's messages their keys), and browsers and a CDN keep most
// of them for minutes to hours. Asked as `?build=<id>`, an answer from before a deploy is never read by the next
// build's code: its address is another. The routes ignore the parameter.
//
// The layout gives the page's build id to ChunkReloadGuard, which records it here as it renders: every render of
// the first hydration comes before any effect, so an island that asks in an effect, or later, finds it. The first id
// stays: a page asks with the build of its own code, whatever deploy it later notices.
let pageBuild: string | undefined;

/** Records the id of the build that rendered this page; the first one stays. */
export function rememberPageBuild(buildId: string | undefined): void {
  if (buildId && pageBuild === undefined) pageBuild = buildId;
}

/** `url` with the page's build as `build=`, or as it is when the page's build is not known (a test, an old page). */
export function withPageBuild(url: string, build: string | undefined = pageBuild): string {
  if (!build) return url;
  return `${url}${url.includes("?") ? "&" : "?"}build=${encodeURIComponent(build)}`;
}
