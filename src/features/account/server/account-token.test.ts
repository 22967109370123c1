import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { USER_TOKEN_PATTERN } from "@/features/insights";
import { accountUserToken } from "./account-token";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

describe("A1 S5 the account's events token (issue 12: not derivable)", () => {
  it("is stable for one subject of one issuer and one secret, differs otherwise, and carries neither", () => {
    const token = accountUserToken("https://id.voltline.example", "acct-contractor", SECRET);
    expect(token).toMatch(USER_TOKEN_PATTERN);
    expect(token).toMatch(/^account-[0-9a-f]{40}$/);
    expect(token).not.toContain("contractor");
    expect(accountUserToken("https://id.voltline.example", "acct-contractor", SECRET)).toBe(token);
    expect(accountUserToken("https://id.voltline.example", "acct-engineer", SECRET)).not.toBe(token);
    expect(accountUserToken("https://other.example", "acct-contractor", SECRET)).not.toBe(token);
  });

  it("cannot be computed from the subject without the server's secret (as the old SHA-256 pseudonym could)", () => {
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 40);
    const token = accountUserToken("voltline:embedded-provider", "acct-contractor", SECRET);
    expect(token).not.toBe(`account-${sha256("voltline:embedded-provider\nacct-contractor")}`);
    expect(accountUserToken("voltline:embedded-provider", "acct-contractor", `${SECRET}-other`)).not.toBe(token);
  });
});
