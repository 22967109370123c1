// A1 sessions read from their cookie: an opened cookie is remembered (issue 14 bench), but the store still decides
// whether its session lives, and a cookie past its own expiry opens no session.
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { SESSION_LIFETIME_SECONDS } from "../session";
import { seal } from "./sealed-cookie";
import { endSession, readSession } from "./session";
import { closeSessionStore, getSessionStore } from "./session-store";

describe.each(testDatabaseKinds())("readSession (%s)", (kind) => {
  useTestDatabase(kind, "session_read");
  afterAll(closeSessionStore);

  it("reads a session again from its remembered cookie until it is ended, then never", async () => {
    const id = await getSessionStore().create({ subject: "acct-contractor", name: "Dana", email: "contractor@voltline.example", userToken: "u-1" }, SESSION_LIFETIME_SECONDS);
    const cookie = await seal({ sid: id }, "session", SESSION_LIFETIME_SECONDS);
    expect((await readSession(cookie))?.subject).toBe("acct-contractor");
    expect((await readSession(cookie))?.id).toBe(id);
    await endSession(cookie);
    expect(await readSession(cookie)).toBeUndefined();
  });

  it("opens no session from a cookie past its expiry, a tampered one, or none", async () => {
    const id = await getSessionStore().create({ subject: "acct-engineer", name: "M", email: "engineer@voltline.example", userToken: "u-2" }, SESSION_LIFETIME_SECONDS);
    const expired = await seal({ sid: id }, "session", -1);
    expect(await readSession(expired)).toBeUndefined();
    const cookie = await seal({ sid: id }, "session", SESSION_LIFETIME_SECONDS);
    expect(await readSession(`${cookie.slice(0, -2)}xx`)).toBeUndefined();
    expect(await readSession(undefined)).toBeUndefined();
  });
});
