// Message keys of the toasts (namespace file messages/*/ui.json); the forbidden text is spec's `error.page.forbidden`.
export const FORBIDDEN_TEXT_KEY = "ui.forbidden";
export const DEFAULT_TOAST_TEXT_KEY = "ui.toast.defaultText";
export const TOAST_CLOSE_KEY = "ui.toast.close";
export const TOAST_REGION_KEY = "ui.toast.region";
