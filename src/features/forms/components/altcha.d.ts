// The ALTCHA widget as a JSX element, and its translation modules (which ship no types of their own).
import type { DetailedHTMLProps, HTMLAttributes } from "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        language?: string;
        auto?: "off" | "onfocus" | "onload" | "onsubmit";
        configuration?: string;
      };
    }
  }
}

