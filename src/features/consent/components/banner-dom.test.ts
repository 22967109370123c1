// Issue 12, ADR 81: the banner's buttons are server markup; what each does is read from its data-consent-action.
import { describe, expect, it } from "vitest";
import { CONSENT_ACTION_ATTRIBUTE, consentAction } from "./banner-dom";

/** A node inside a button whose action is `action` (undefined: inside no button), as `closest` finds it. */
function nodeIn(action: string | undefined): EventTarget {
  const button = action === undefined ? null : { getAttribute: (name: string) => (name === CONSENT_ACTION_ATTRIBUTE ? action : null) };
  return { closest: (selector: string) => (selector === `[${CONSENT_ACTION_ATTRIBUTE}]` ? button : null) } as unknown as EventTarget;
}

describe("consentAction", () => {
  it("reads the action of the button an event started in", () => {
    for (const action of ["accept", "necessary", "choose", "close"]) expect(consentAction(nodeIn(action))).toBe(action);
  });

  it("is none outside a button, for an action the banner does not know, and for what is not an element", () => {
    expect(consentAction(nodeIn(undefined))).toBeUndefined();
    expect(consentAction(nodeIn("drop"))).toBeUndefined();
    expect(consentAction(null)).toBeUndefined();
    expect(consentAction({} as EventTarget)).toBeUndefined();
  });
});
