// The Mailer port (F9, issue 13): what the site sends by e-mail, rendered in full (subject, text, HTML).
export interface MailMessage {
  /** What the mail is for (`subscribe-confirmation`), for the operator and tests. */
  kind: string;
  brand: string;
  locale: string;
  to: string;
  /** The sender's display name (the brand's name); the address is the site's (MAIL_FROM). */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Hands the mail over, recorded in the outgoing_mail table before this resolves: kept there (embedded), or queued
   * for the SMTP server, which the delivery worker sends with retries. Throws when it could not be recorded.
   */
  send(message: MailMessage): Promise<void>;
}
