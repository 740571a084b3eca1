import type { Mailer, OutboundMessage } from '../mail/mailer';

/** A mailer that keeps every message the app sends, newest last, for the test to read as the recipient would. */
export function recordingMailer(): { mailer: Mailer; sent: OutboundMessage[] } {
  const sent: OutboundMessage[] = [];
  return {
    sent,
    mailer: {
      async send(message) {
        sent.push(message);
      },
    },
  };
}
