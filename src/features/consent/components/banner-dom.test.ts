// @vitest-environment jsdom
// Issue 12, ADR 81: the banner's buttons are server markup; what each does is read from its data-consent-action.
import { describe, expect, it } from "vitest";
import { consentAction } from "./banner-dom";

describe("consentAction", () => {
  it("reads the action of the button an event started in, also from inside it", () => {
    document.body.innerHTML = `<section><button data-consent-action="accept">Accept</button><button data-consent-action="close"><span id="x">×</span></button><button data-consent-action="drop">?</button><p id="text">Text</p></section>`;
    expect(consentAction(document.querySelector('[data-consent-action="accept"]'))).toBe("accept");
    expect(consentAction(document.getElementById("x"))).toBe("close");
    expect(consentAction(document.getElementById("text"))).toBeUndefined();
    // an action the banner does not know is none
    expect(consentAction(document.querySelector('[data-consent-action="drop"]'))).toBeUndefined();
    expect(consentAction(null)).toBeUndefined();
  });
});
