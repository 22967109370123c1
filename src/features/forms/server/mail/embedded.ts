// The embedded Mailer: nothing leaves the machine; every mail is a row of outgoing_mail with status `kept`, where a
// developer, a test or the operator reads it (the confirmation link included).
import { getDb, outgoingMail } from "@/platform/db";
import type { Mailer, MailMessage } from "./port";

export function embeddedMailer(): Mailer {
  return {
    async send(message: MailMessage) {
      const db = await getDb();
      await db.insert(outgoingMail).values({ ...message, status: "kept" });
    },
  };
}
