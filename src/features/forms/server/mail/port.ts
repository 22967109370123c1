// The Mailer port (F9, issue 13): what the site sends by e-mail, rendered in full (subject, text, HTML).
export interface MailMessage {
  /** What the mail is for (`subscribe-confirmation`), for the operator and tests. */
  kind: string;
  brand: string;
  locale: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Hands the mail over (embedded: kept in the outgoing_mail table); throws when it could not. */
  send(message: MailMessage): Promise<void>;
}
