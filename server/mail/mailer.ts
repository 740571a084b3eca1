/**
 * The pluggable sender of verification codes and sales notifications (docs/product.md §7.1). The concrete
 * delivery (SMTP through nodemailer when SMTP_URL is set, otherwise the outbox table and the
 * API log, so the demo works offline) lives in mail-delivery.ts; routes only see this shape.
 */
export interface OutboundMessage {
  channel: 'mobile' | 'email';
  /** An email address, or a mobile number in digits. */
  recipient: string;
  subject: string;
  /** Plain text: never HTML, so nothing a customer typed can run where staff read it. */
  body: string;
}

export interface Mailer {
  send(message: OutboundMessage): Promise<void>;
}
