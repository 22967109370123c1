import { describe, expect, it } from "vitest";
import type { SearchEvent } from "./model";
import { bindEventsToSession } from "./session-token";

const ACCOUNT = `account-${"1".repeat(40)}`;
const OTHER = `account-${"2".repeat(40)}`;
const view = (extra: Partial<SearchEvent> = {}): SearchEvent => ({ eventType: "view", eventName: "Product viewed", index: "products_en", objectIDs: ["p1"], userToken: "anonymous-1", ...extra });

describe("S5 an account's token comes only from the session (issue 12)", () => {
  it("without a session, drops whatever authenticated token the client claims", () => {
    expect(bindEventsToSession([view({ authenticatedUserToken: ACCOUNT }), view()], undefined)).toEqual({ ok: true, events: [view(), view()] });
  });

  it("with a session, every event carries the session's token, not the one claimed", () => {
    expect(bindEventsToSession([view({ authenticatedUserToken: OTHER }), view()], ACCOUNT)).toEqual({
      ok: true,
      events: [view({ authenticatedUserToken: ACCOUNT }), view({ authenticatedUserToken: ACCOUNT })],
    });
  });

  it("refuses an account token as the userToken unless it is the session's", () => {
    expect(bindEventsToSession([view(), view({ userToken: ACCOUNT })], undefined)).toEqual({ ok: false, message: expect.stringMatching(/^events\[1\]\.userToken: /) });
    expect(bindEventsToSession([view({ userToken: OTHER })], ACCOUNT).ok).toBe(false);
    expect(bindEventsToSession([view({ userToken: ACCOUNT })], ACCOUNT)).toEqual({ ok: true, events: [view({ userToken: ACCOUNT, authenticatedUserToken: ACCOUNT })] });
  });
});
