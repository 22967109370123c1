import { afterEach, describe, expect, it, vi } from "vitest";
import { seal, unseal } from "./sealed-cookie";

const secret = "a-test-secret-of-at-least-thirty-two-characters";

describe("A1 sealed cookies", () => {
  afterEach(() => vi.useRealTimers());

  it("open to the payload they were sealed with, and are not readable as text", async () => {
    const value = await seal({ sub: "acct-engineer", email: "engineer@voltline.example" }, "session", 60, secret);
    expect(value).not.toContain("engineer");
    expect(Buffer.from(value.split(".")[3] ?? "", "base64url").toString("latin1")).not.toContain("engineer");
    expect(await unseal(value, "session", secret)).toMatchObject({ sub: "acct-engineer", email: "engineer@voltline.example" });
  });

  it("do not open when changed, sealed for another purpose or with another secret, or absent", async () => {
    const value = await seal({ sub: "acct-engineer" }, "sign-in", 60, secret);
    const parts = value.split(".");
    const flipped = parts[3]!.startsWith("A") ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(await unseal([...parts.slice(0, 3), flipped, parts[4]].join("."), "sign-in", secret)).toBeUndefined();
    expect(await unseal(value, "session", secret)).toBeUndefined();
    expect(await unseal(value, "sign-in", `${secret}-rotated`)).toBeUndefined();
    expect(await unseal(undefined, "sign-in", secret)).toBeUndefined();
    expect(await unseal("not-a-jwe", "sign-in", secret)).toBeUndefined();
  });

  it("do not open after their lifetime", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
    const value = await seal({ sub: "acct-engineer" }, "session", 600, secret);
    vi.setSystemTime(new Date("2026-11-25T10:09:00Z"));
    expect(await unseal(value, "session", secret)).toMatchObject({ sub: "acct-engineer" });
    vi.setSystemTime(new Date("2026-11-25T10:11:00Z"));
    expect(await unseal(value, "session", secret)).toBeUndefined();
  });
});
