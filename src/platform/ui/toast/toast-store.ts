// The browser's toast queue (U1): `showToast` may be called from any client code; ToastHost renders it.
import { current, dismiss, enqueue, toQueuedToast, type QueuedToast, type ToastQueue, type ToastRequest } from "./queue";

let queue: ToastQueue = [];
let nextId = 0;
const listeners = new Set<() => void>();

function update(next: ToastQueue): void {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

/** Queues a toast and returns its key; does nothing on the server, where no one would see it. */
export function showToast(request: ToastRequest = {}): string {
  const toast = toQueuedToast(request, `toast-${++nextId}`);
  if (typeof window !== "undefined") update(enqueue(queue, toast));
  return toast.key;
}

export function dismissToast(key: string): void {
  update(dismiss(queue, key));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): QueuedToast | undefined {
  return current(queue);
}
