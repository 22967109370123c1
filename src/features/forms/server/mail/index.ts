// Which Mailer the server uses. Embedded default: mail kept in the database (./embedded.ts). A production SMTP adapter
// (MAIL_SMTP_URL) is not built yet: no SMTP library is installed, so a configured MAIL_SMTP_URL is refused loudly
// at the first mail instead of dropping mail silently.
import { embeddedMailer } from "./embedded";
import type { Mailer } from "./port";

export type { Mailer, MailMessage } from "./port";
export const MAIL_ENV_VARIABLES = ["MAIL_SMTP_URL", "MAIL_FROM"] as const;

export function mailer(env: Record<string, string | undefined> = process.env): Mailer {
  if (env.MAIL_SMTP_URL) throw new Error("MAIL_SMTP_URL is set but this build has no SMTP adapter; unset it to keep mail in the outgoing_mail table");
  return embeddedMailer();
}
