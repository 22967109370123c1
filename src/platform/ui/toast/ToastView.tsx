"use client";
// U1: the toast container (react-toastify and its stylesheet), which ToastHost loads after the page (issue 15 §1).
import { useEffect, useRef, useSyncExternalStore } from "react";
// The unstyled build plus the stylesheet import puts the CSS in this module's stylesheet, loaded with it, instead of
// injecting it at run time.
import { ToastContainer, toast, type ToastContentProps } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";
import { TOAST } from "@/config/constants";
import type { QueuedToast } from "./queue";
import { currentToast, dismissToast, subscribeToasts } from "./toast-store";
import styles from "./ToastView.module.css";

interface ToastBodyProps extends Partial<ToastContentProps> {
  text: string;
  buttonLabel: string;
  action?: () => void;
}

function ToastBody({ text, buttonLabel, action, closeToast }: ToastBodyProps) {
  return (
    <div className={styles.body}>
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          action?.();
          closeToast?.();
        }}
      >
        {buttonLabel}
      </button>
    </div>
  );
}

/** The page's words for toasts, given by ToastHost (this module loads after the page's messages are read). */
export interface ToastViewProps {
  defaultText: string;
  close: string;
  region: string;
}

export function ToastView({ defaultText, close, region }: ToastViewProps) {
  const shown = useSyncExternalStore(subscribeToasts, currentToast, () => undefined);
  const displayedKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    const previous = displayedKey.current;
    if (previous && previous !== shown?.key) toast.dismiss(previous);
    displayedKey.current = shown?.key;
    if (!shown || toast.isActive(shown.key)) return;
    display(shown, defaultText, close);
  }, [shown, defaultText, close]);

  return (
    <ToastContainer
      limit={TOAST.limit}
      autoClose={TOAST.autoCloseMs}
      // At the bottom: at the top, a toast covered the header's own links (My list, Compare, Sign in), the ones a
      // visitor reaches for after the action it confirms (WCAG 2.4.11).
      position="bottom-right"
      closeButton={false}
      closeOnClick={false}
      aria-label={region}
    />
  );
}

function display(queued: QueuedToast, defaultText: string, defaultButton: string): void {
  toast(
    (props: ToastContentProps) => (
      <ToastBody
        {...props}
        text={queued.text ?? defaultText}
        buttonLabel={queued.buttonLabel ?? defaultButton}
        action={queued.action}
      />
    ),
    {
      toastId: queued.key,
      type: queued.type,
      autoClose: queued.autoCloseMs,
      // Errors interrupt assistive tech; the other types wait for a pause.
      role: queued.type === "error" ? "alert" : "status",
      onClose: () => dismissToast(queued.key),
    },
  );
}
