// Lets code that navigates without a link click (router.push after a form) start the loading bar (U2).
export const PAGE_LOADING_START_EVENT = "voltline:page-loading-start";

export function startPageLoading(): void {
  window.dispatchEvent(new Event(PAGE_LOADING_START_EVENT));
}
