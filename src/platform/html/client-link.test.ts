import { describe, expect, it } from "vitest";
import { clientLinkTarget } from "./client-link";

const ORIGIN = "http://localhost:3000";

/** A click on a link with these attributes (or on an element inside it), as the browser's event carries it. */
function clickOn(attributes: Record<string, string> | null, init: Partial<Parameters<typeof clientLinkTarget>[0]> = {}) {
  const link = attributes && {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => Object.hasOwn(attributes, name),
  };
  const target = { closest: (selector: string) => (selector === "a[href]" && attributes && "href" in attributes ? link : null) } as unknown as EventTarget;
  return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...init };
}

describe("clicks in static markup the router takes (ADR 74)", () => {
  it("takes a plain click on a marked link of this site", () => {
    expect(clientLinkTarget(clickOn({ "data-client-link": "", href: "/voltline/en/about?x=1#team" }), ORIGIN)).toBe("/voltline/en/about?x=1#team");
    expect(clientLinkTarget(clickOn({ "data-client-link": "", href: "/a", target: "_self" }), ORIGIN)).toBe("/a");
  });

  it("leaves every other click to the browser", () => {
    const marked = { "data-client-link": "", href: "/a" };
    expect(clientLinkTarget(clickOn({ href: "/voltline/en/about" }), ORIGIN)).toBeUndefined(); // not marked: a full load (a sister brand)
    expect(clientLinkTarget(clickOn({ "data-client-link": "", href: "https://evil.example/" }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn({ "data-client-link": "", href: "//evil.example/x" }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn({ ...marked, target: "_blank" }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn({ ...marked, download: "" }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn(marked, { ctrlKey: true }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn(marked, { metaKey: true }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn(marked, { button: 1 }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn(marked, { defaultPrevented: true }), ORIGIN)).toBeUndefined();
    expect(clientLinkTarget(clickOn(null), ORIGIN)).toBeUndefined();
  });
});
