// Toast queue model of U1: only the first toast shows, closing removes it, a key is never queued twice.
import { TOAST } from "@/config/constants";

export const TOAST_TYPES = ["info", "success", "error", "warning"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastRequest {
  /** Defaults to `error`: the default toast reports a failure. */
  type?: ToastType;
  /** Defaults to the translated `An error occurred.` */
  text?: string;
  /** Defaults to the translated `Close`. */
  buttonLabel?: string;
  /** `true` (default) closes after TOAST.autoCloseMs, `false` stays until closed, a number is milliseconds. */
  autoClose?: boolean | number;
  /** Runs when the button is pressed, before the toast closes. */
  action?: () => void;
  /** Toasts sharing a key are shown once. */
  key?: string;
}

export interface QueuedToast {
  key: string;
  type: ToastType;
  text?: string;
  buttonLabel?: string;
  autoCloseMs: number | false;
  action?: () => void;
}

export type ToastQueue = readonly QueuedToast[];

export function autoCloseMs(autoClose: ToastRequest["autoClose"]): number | false {
  if (autoClose === false) return false;
  if (typeof autoClose === "number" && autoClose > 0) return autoClose;
  return TOAST.autoCloseMs;
}

export function toQueuedToast(request: ToastRequest, fallbackKey: string): QueuedToast {
  return {
    key: request.key ?? fallbackKey,
    type: request.type ?? "error",
    text: request.text,
    buttonLabel: request.buttonLabel,
    autoCloseMs: autoCloseMs(request.autoClose),
    action: request.action,
  };
}

export function enqueue(queue: ToastQueue, toast: QueuedToast): ToastQueue {
  return queue.some((queued) => queued.key === toast.key) ? queue : [...queue, toast];
}

export function dismiss(queue: ToastQueue, key: string): ToastQueue {
  return queue.some((queued) => queued.key === key) ? queue.filter((queued) => queued.key !== key) : queue;
}

export function current(queue: ToastQueue): QueuedToast | undefined {
  return queue[0];
}
