import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { hasOneOfRoles, rolesFromClaims, sessionRoles } from "./roles";

const token = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("k".repeat(32)));

describe("R15 roles from the provider's ID token", () => {
  it("reads the roles claim as an array or a space-separated string, lower case, plain names only", () => {
    expect(rolesFromClaims({ roles: ["Distributor", "contractor", "distributor"] })).toEqual(["distributor", "contractor"]);
    expect(rolesFromClaims({ groups: "engineer  buyer" }, "groups")).toEqual(["engineer", "buyer"]);
    expect(rolesFromClaims({ roles: ["<script>", 42, { admin: true }, "ok_role"] })).toEqual(["ok_role"]);
    expect(rolesFromClaims({})).toEqual([]);
  });

  it("takes them from the session's stored ID token, and none without one or from a broken one", async () => {
    expect(sessionRoles({ idToken: await token({ sub: "a", roles: ["distributor"] }) })).toEqual(["distributor"]);
    expect(sessionRoles({ idToken: await token({ sub: "a", "https://voltline.example/roles": ["engineer"] }) }, "https://voltline.example/roles")).toEqual(["engineer"]);
    expect(sessionRoles({})).toEqual([]);
    expect(sessionRoles({ idToken: "not.a.jwt" })).toEqual([]);
  });

  it("lets in any account when the page asks no role, else an account with one of them", () => {
    expect(hasOneOfRoles([], [])).toBe(true);
    expect(hasOneOfRoles(["contractor"], ["distributor"])).toBe(false);
    expect(hasOneOfRoles(["contractor", "distributor"], ["distributor", "engineer"])).toBe(true);
  });
});
