import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { loadMessages } from "./messages";
import { COMPARE_PAGE_CLIENT_MESSAGES, LAYOUT_CLIENT_MESSAGES, pickMessages } from "./client-messages";

describe("client messages (issue 15, ADR 45)", () => {
  it("keep whole namespaces and only the named parts of the others", () => {
    const messages = { a: { x: "1", y: "2" }, b: { x: "1", y: "2", z: "3" }, c: { x: "1" } };
    expect(pickMessages(messages, { a: true, b: ["x", "z"], d: true })).toEqual({ a: { x: "1", y: "2" }, b: { x: "1", z: "3" } });
  });

  it.each(LOCALES)("find every picked part in %s, and give the compare page the whole compare namespace", (locale) => {
    const messages = loadMessages(locale) as Record<string, Record<string, unknown>>;
    for (const [namespace, pick] of Object.entries(LAYOUT_CLIENT_MESSAGES)) {
      expect(messages[namespace], namespace).toBeDefined();
      if (pick !== true) for (const part of pick) expect(messages[namespace]![part], `${namespace}.${part}`).toBeDefined();
    }
    const layout = pickMessages(messages, LAYOUT_CLIENT_MESSAGES) as Record<string, Record<string, unknown>>;
    expect(Object.keys(layout.compare!)).not.toContain("caption");
    expect(Object.keys(layout.catalog!)).toEqual(["card", "notFound"]);
    expect(pickMessages(messages, COMPARE_PAGE_CLIENT_MESSAGES).compare).toEqual(messages.compare);
  });
});
