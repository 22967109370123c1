"use client";
// N5: an accessible tooltip: shows on hover after 200 ms or on keyboard focus, stays while hovered, hides on Escape.
import { cloneElement, useState, type ReactElement, type ReactNode, type Ref } from "react";
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from "@floating-ui/react";
import { POPUP_OFFSET_PX, TOOLTIP_DELAY_MS } from "@/config/constants";
import styles from "./Tooltip.module.css";

type TriggerProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button, link) that the tooltip describes. */
  children: ReactElement<TriggerProps>;
  placement?: Placement;
}

export function Tooltip({ content, children, placement = "top" }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(POPUP_OFFSET_PX), flip(), shift({ padding: POPUP_OFFSET_PX })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // safePolygon keeps it open while the pointer moves onto it (WCAG 1.4.13 hoverable).
    useHover(context, { delay: { open: TOOLTIP_DELAY_MS, close: 0 }, handleClose: safePolygon() }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: "tooltip" }),
  ]);
  const triggerProps = children.props;
  // Keeps the trigger's own ref working (React 19 passes it in props) alongside ours.
  const ref = useMergeRefs([setReference, triggerProps.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...triggerProps, ref }))}
      {open && (
        <FloatingPortal>
          <div ref={setFloating} style={floatingStyles} className={styles.tooltip} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
