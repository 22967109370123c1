// The embedded Mailer: nothing leaves the machine; every mail is a row of outgoing_mail with status `kept`, where a
// developer, a test or the operator reads it (the confirmation link included).
import { getDb, outgoingMail } from "@/platform/db";
import type { Mailer, MailMessage } from "./port";

export function embeddedMailer(): Mailer {
  return {
    async send(message: MailMessage) {
      const db = await getDb();
      // Kept as rendered; the sender is the SMTP Mailer's concern.
      await db.insert(outgoingMail).values({ kind: message.kind, brand: message.brand, locale: message.locale, to: message.to, subject: message.subject, text: message.text, html: message.html, status: "kept" });
    },
  };
}
