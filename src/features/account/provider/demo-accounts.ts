// The seeded accounts of the embedded identity provider (embedded default only; production signs in at the
// company's own OpenID provider).
//
// Demo password of all three accounts: voltline-demo
//
// The hashes below are scrypt (N=16384, r=8, p=1) of that password, each with its own salt; make a new one with
// hashPassword() from ./password (e.g. `npx tsx -e 'import("./src/features/account/provider/password.ts").then(async (m) => console.log(await m.hashPassword("…")))'`).
import { verifyPassword } from "./password";

export type AccountLocale = "en-US" | "fr-CA" | "es-MX";

export interface ProviderAccount {
  /** Stable subject identifier, the `sub` claim. */
  sub: string;
  givenName: string;
  familyName: string;
  email: string;
  emailVerified: boolean;
  /** BCP 47 tag, the `locale` claim. */
  locale: AccountLocale;
  /** The `roles` claim (R15): what pages for some roles only let in. */
  roles: readonly string[];
  passwordHash: string;
}

/** Where the provider finds accounts: the demo list here, a database-backed store later. */
export interface AccountStore {
  findBySub(sub: string): Promise<ProviderAccount | undefined>;
  /** The account whose email and password these are, or undefined (same work whether or not the email exists). */
  authenticate(email: string, password: string): Promise<ProviderAccount | undefined>;
}

/** The documented password of every demo account (README). */
export const DEMO_PASSWORD = "voltline-demo";

export const DEMO_ACCOUNTS: readonly ProviderAccount[] = [
  {
    sub: "acct-contractor",
    givenName: "Dana",
    familyName: "Whitfield",
    email: "contractor@voltline.example",
    emailVerified: true,
    locale: "en-US",
    roles: ["contractor"],
    passwordHash: "scrypt$16384$8$1$nHLPLM7MTljNWzptRWlmuQ$va0Vcz2lCytnPXsZRkvGpDKzTpaPojpv2qar1xUhsd8",
  },
  {
    sub: "acct-distributor",
    givenName: "Étienne",
    familyName: "Gagnon",
    email: "distributor@voltline.example",
    emailVerified: true,
    locale: "fr-CA",
    roles: ["distributor"],
    passwordHash: "scrypt$16384$8$1$Epy3Hlo-bk7szvyIlHrcZg$fg9U77vZgxWF-dAAt1odORiXJZuYciaq-9_7gJmZdmM",
  },
  {
    sub: "acct-engineer",
    givenName: "María Fernanda",
    familyName: "López",
    email: "engineer@voltline.example",
    emailVerified: true,
    locale: "es-MX",
    roles: ["engineer"],
    passwordHash: "scrypt$16384$8$1$ToI2Jz7DwtSz0MPUnEy-eQ$rhk2Y0vfZU2x9YClumQatQz0TlwOBgu43uObRFjML5E",
  },
];

// Checked when the email is unknown, so a wrong email costs as much as a wrong password (no account enumeration
// by timing). Same cost parameters as the seeded hashes; its password is not one anybody knows.
const DECOY_HASH = "scrypt$16384$8$1$7W2b5o9m1Hq3c0zX8yTt0g$Zk0m3F4XQb2Yw6kq7d9s1h5u8c0v2n4b6m8x0z1a3s5";

export function normalizeEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** An account store over a fixed list (the demo accounts by default). */
export function staticAccountStore(accounts: readonly ProviderAccount[] = DEMO_ACCOUNTS): AccountStore {
  const bySub = new Map(accounts.map((account) => [account.sub, account]));
  const byEmail = new Map(accounts.map((account) => [normalizeEmail(account.email), account]));
  return {
    async findBySub(sub) {
      return bySub.get(sub);
    },
    async authenticate(email, password) {
      const account = byEmail.get(normalizeEmail(email));
      const matches = await verifyPassword(password, account?.passwordHash ?? DECOY_HASH);
      return account && matches ? account : undefined;
    },
  };
}

/** The OpenID claims of an account (oidc-provider keeps those of the granted scopes). */
export function accountClaims(account: ProviderAccount) {
  return {
    sub: account.sub,
    name: `${account.givenName} ${account.familyName}`,
    given_name: account.givenName,
    family_name: account.familyName,
    email: account.email,
    email_verified: account.emailVerified,
    locale: account.locale,
    roles: [...account.roles],
  };
}
