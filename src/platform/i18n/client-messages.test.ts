import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { loadMessages } from "./messages";
import {
  CAROUSEL_CLIENT_MESSAGES,
  COMPARE_PAGE_CLIENT_MESSAGES,
  FOR_YOU_CLIENT_MESSAGES,
  LAYOUT_CLIENT_MESSAGES,
  MEDIA_CLIENT_MESSAGES,
  mergeMessages,
  ON_DEMAND_CLIENT_MESSAGES,
  pickMessages,
} from "./client-messages";

describe("client messages (issue 15, ADR 45)", () => {
  it("keep whole namespaces and only the named parts of the others", () => {
    const messages = { a: { x: "1", y: "2" }, b: { x: "1", y: "2", z: "3" }, c: { x: "1" } };
    expect(pickMessages(messages, { a: true, b: ["x", "z"], d: true })).toEqual({ a: { x: "1", y: "2" }, b: { x: "1", z: "3" } });
  });

  it("pick one message of a group by its path, and skip paths that lead nowhere", () => {
    const messages = { lists: { add: "Add", errors: { network: "Offline", invalid: "Bad" }, plain: "x" } };
    expect(pickMessages(messages, { lists: ["add", "errors.network", "errors.missing", "plain.deeper", "nowhere.x"] })).toEqual({ lists: { add: "Add", errors: { network: "Offline" } } });
  });

  it.each(LOCALES)("give the layout the list link's and button's strings, and the dialog's on demand (%s)", (locale) => {
    const messages = loadMessages(locale) as Record<string, Record<string, unknown>>;
    const layout = pickMessages(messages, LAYOUT_CLIENT_MESSAGES) as Record<string, Record<string, unknown>>;
    expect(Object.keys(layout.lists!).sort()).toEqual(["add", "errors", "headerCount", "headerLink"]);
    expect(layout.lists!.errors).toEqual({ network: (messages.lists!.errors as Record<string, unknown>).network });
    // With the dialog's bundle merged over it, the namespace is whole again.
    expect(mergeMessages(layout, pickMessages(messages, ON_DEMAND_CLIENT_MESSAGES.lists!)).lists).toEqual(messages.lists);
  });

  it.each(LOCALES)("find every picked part in %s, and give the compare page the whole compare namespace", (locale) => {
    const messages = loadMessages(locale) as Record<string, Record<string, unknown>>;
    for (const [namespace, pick] of [LAYOUT_CLIENT_MESSAGES, CAROUSEL_CLIENT_MESSAGES, MEDIA_CLIENT_MESSAGES, FOR_YOU_CLIENT_MESSAGES].flatMap((picks) => Object.entries(picks))) {
      expect(messages[namespace], namespace).toBeDefined();
      if (pick !== true) for (const part of pick) expect(part.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], messages[namespace]), `${namespace}.${part}`).toBeDefined();
    }
    const layout = pickMessages(messages, LAYOUT_CLIENT_MESSAGES) as Record<string, Record<string, unknown>>;
    expect(Object.keys(layout.compare!)).not.toContain("caption");
    expect(Object.keys(layout.catalog!)).toEqual(["card", "notFound"]);
    // the error views' strings only: the unknown-brand page's are served without React (issue 15, ADR 72)
    expect(Object.keys(layout.errors!)).not.toContain("brandNotFoundHelp");
    expect(Object.keys(layout.errors!)).toContain("titleLine1");
    expect(pickMessages(messages, COMPARE_PAGE_CLIENT_MESSAGES).compare).toEqual(messages.compare);
  });

  it.each(LOCALES)("leave the islands' own strings to the pages that have them, and give them back whole where they are (%s)", (locale) => {
    const messages = loadMessages(locale) as Record<string, Record<string, unknown>>;
    const layout = pickMessages(messages, LAYOUT_CLIENT_MESSAGES) as Record<string, Record<string, unknown>>;
    expect(layout.blocks).toBeUndefined();
    expect(layout.media).toBeUndefined();
    expect(Object.keys(layout.account!).filter((part) => part.startsWith("recommendedForYou"))).toEqual([]);
    // The layout's and an island's together are what the layout gave before (ADR 45): no string is lost.
    const all = [CAROUSEL_CLIENT_MESSAGES, MEDIA_CLIENT_MESSAGES, FOR_YOU_CLIENT_MESSAGES].reduce((acc, picks) => mergeMessages(acc, pickMessages(messages, picks)), layout as Record<string, unknown>);
    expect((all.account as Record<string, unknown>).recommendedForYou).toEqual(messages.account!.recommendedForYou);
    expect(Object.keys(all.account as object).sort()).toEqual(Object.keys(messages.account!).sort());
    expect((all.blocks as Record<string, unknown>).carousel).toEqual(messages.blocks!.carousel);
    expect(all.media).toEqual(messages.media);
    // The consent banner is markup written on the server (ADR 81): only "recommended for you" reads consent strings.
    expect(layout.consent).toBeUndefined();
    expect(Object.keys(all.consent as object).sort()).toEqual(["forYouNeedsConsent", "preferences"]);
  });
});

describe("mergeMessages", () => {
  it("adds an island's namespaces and parts over the page's, keeping the page's other parts", () => {
    const base = { account: { signIn: "Sign in" }, ui: { close: "Close" } };
    expect(mergeMessages(base, { account: { retry: "Try again" }, media: { play: "Play" } })).toEqual({
      account: { signIn: "Sign in", retry: "Try again" },
      ui: { close: "Close" },
      media: { play: "Play" },
    });
    expect(base).toEqual({ account: { signIn: "Sign in" }, ui: { close: "Close" } });
    expect(mergeMessages({ a: "x" }, { a: { b: "y" } })).toEqual({ a: { b: "y" } });
  });
});
