// The mail configuration (F9, ADR 37): without MAIL_SMTP_URL mail is kept in the database (embedded); with it, mail is
// queued in the database and sent to that SMTP server by the delivery worker, from MAIL_FROM. Read and checked once
// at the server's start (a bad value stops the start with its message). Pure.

type Env = Record<string, string | undefined>;

export const MAIL_ENV = [
  { name: "MAIL_SMTP_URL", default: "(unset: mail kept in the outgoing_mail table)", description: "SMTP server mail is sent through: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://user:password@host:465`." },
  { name: "MAIL_FROM", default: "(required with MAIL_SMTP_URL)", description: "Sender address of the site's mail (`no-reply@example.com`); the brand's name is its display name unless one is given (`Voltline <no-reply@example.com>`)." },
  { name: "MAIL_SMTP_TIMEOUT_MS", default: "10000", description: "Longest wait to connect, for the server's greeting, and for each of its answers." },
] as const;

export interface SmtpConfig {
  url: string;
  /** The address mail is sent from, and its display name when MAIL_FROM gives one. */
  from: { address: string; name?: string };
  timeoutMs: number;
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** `no-reply@x.example` or `Name <no-reply@x.example>` (the name may be quoted). */
export function parseFrom(raw: string): { address: string; name?: string } | undefined {
  const text = raw.trim();
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(text);
  const address = (named ? named[2]! : text).trim();
  if (!ADDRESS.test(address)) return undefined;
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, "$1").trim();
  return name ? { address, name } : { address };
}

/** The SMTP server to send through, or undefined on the embedded default. Throws on a value it cannot use. */
export function smtpConfig(env: Env = process.env): SmtpConfig | undefined {
  const raw = env.MAIL_SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error("MAIL_SMTP_URL is not a URL (smtp://user:password@host:587 or smtps://host:465)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error(`MAIL_SMTP_URL must be smtp:// or smtps://, not '${url.protocol}'`);
  if (!url.hostname) throw new Error("MAIL_SMTP_URL names no host");
  const fromText = env.MAIL_FROM?.trim();
  if (!fromText) throw new Error("MAIL_SMTP_URL is set but MAIL_FROM is not: set the sender address of the site's mail");
  const from = parseFrom(fromText);
  if (!from) throw new Error(`MAIL_FROM is not an e-mail address: '${fromText}'`);
  const timeoutText = env.MAIL_SMTP_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 300_000) throw new Error(`MAIL_SMTP_TIMEOUT_MS must be a whole number from 100 to 300000, not '${timeoutText}'`);
  return { url: url.href, from, timeoutMs };
}

const quoted = (name: string) => `"${name.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, " ")}"`;

/** The From header of a mail: MAIL_FROM's own name, else the brand's (`"Voltline" <no-reply@x.example>`). */
export function fromHeader(from: SmtpConfig["from"], fallbackName: string | undefined): string {
  const name = from.name ?? fallbackName?.trim();
  return name ? `${quoted(name)} <${from.address}>` : from.address;
}
