// The embedded default's one server secret: session cookie encryption (relying party) and the identity provider's
// cookie keys both derive from it. Generated once per machine and kept in the data directory, so restarts keep
// sessions valid. Production sets SESSION_SECRET instead.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SECRET_FILE_NAME = "session-secret";
/** Shortest secret accepted from the file (a generated one has 64 hex characters). */
export const MIN_SECRET_LENGTH = 32;

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters); delete it to have one generated`);
  }
  return secret;
}

/**
 * Returns the secret kept in `dir/session-secret`, creating it first (32 random bytes as hex, file mode 0600,
 * directory created if missing) when there is none. Safe when several processes start at once: the file appears
 * atomically (written aside, then hard-linked into place), and whoever loses the race reads the winner's secret.
 */
export function loadOrCreateSecret(dir: string): string {
  const file = path.join(dir, SECRET_FILE_NAME);
  const existing = readSecret(file);
  if (existing) return existing;

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const winner = readSecret(file);
    if (!winner) throw error;
    return winner;
  } finally {
    unlinkSync(draft);
  }
}
