// The modal video's opening button (V3) as static markup (ADR 74): its thumbnail and its name are the server's HTML,
// sent once; VideoModal gives it its behaviour by the `data-video-open` mark.
import { html, type Markup } from "@/platform/html/markup";
import styles from "./VideoModal.module.css";

/** The mark VideoModal looks for on the button a press lands in. */
export const VIDEO_OPEN_MARK = "data-video-open";

/** A button showing `thumbnail` (an `<img>` built by `html`, or nothing) named `label` ("Play video: {title}"). */
export function videoOpenerHtml({ label, thumbnail }: { label: string; thumbnail: Markup }): Markup {
  return html`<button type="button" class="${styles.opener}" !${VIDEO_OPEN_MARK}>!${thumbnail}<span class="${styles.play}" aria-hidden="true"></span><span class="visually-hidden">${label}</span></button>`;
}
