import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, staticAccountStore } from "./demo-accounts";
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from "./password";

describe("password hashes", () => {
  it("verifies the password a hash was made from, and nothing else", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses malformed hashes and oversized passwords without throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
    expect(await verifyPassword("x", "scrypt$99999999$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA")).toBe(false);
    const hash = await hashPassword("a".repeat(MAX_PASSWORD_LENGTH + 1));
    expect(await verifyPassword("a".repeat(MAX_PASSWORD_LENGTH + 1), hash)).toBe(false);
  });
});

describe("demo accounts", () => {
  const store = staticAccountStore();

  it("are three, with stable subjects and voltline.example emails", () => {
    expect(DEMO_ACCOUNTS.map((account) => account.sub)).toEqual(["acct-contractor", "acct-distributor", "acct-engineer"]);
    for (const account of DEMO_ACCOUNTS) expect(account.email).toMatch(/@voltline\.example$/);
  });

  it("sign in with the documented demo password, the email in any case", async () => {
    for (const account of DEMO_ACCOUNTS) {
      expect((await store.authenticate(account.email, DEMO_PASSWORD))?.sub).toBe(account.sub);
    }
    expect((await store.authenticate("  Engineer@Voltline.Example ", DEMO_PASSWORD))?.sub).toBe("acct-engineer");
  });

  it("refuse a wrong password and an unknown email alike", async () => {
    expect(await store.authenticate("contractor@voltline.example", "voltline-demo ")).toBeUndefined();
    expect(await store.authenticate("nobody@voltline.example", DEMO_PASSWORD)).toBeUndefined();
    expect(await store.findBySub("acct-engineer")).toMatchObject({ locale: "es-MX" });
    expect(await store.findBySub("acct-nobody")).toBeUndefined();
  });
});
