/**
 * How a sent quote reaches the buyer (docs/product.md §11.5): a message in a logged-in customer's
 * message centre, written with the quote, and an email in the inquiry's language after the commit.
 * The email links to the quote page; a guest arrives there through logging in or registering with
 * the inquiry's email, then accepts. Plain text: nothing the sales team typed is interpreted.
 */
import { log } from '../log';
import type { Mailer, OutboundMessage } from '../mail/mailer';
import type { Bilingual } from '../messages/create-message';
import type { Lang } from '../http/locale';

/** The storefront path of a quote, without the locale prefix. */
const quotePath = (quoteId: number) => `/my-quote?id=${quoteId}`;

const utcDay = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function quoteMessage(quoteId: number, inquiryId: number, validUntil: Date): { subject: Bilingual; body: Bilingual; link: string } {
  const until = utcDay(validUntil);
  return {
    subject: { en: `Quote #${quoteId} for your inquiry #${inquiryId}`, zh: `您的询价 #${inquiryId} 的报价 #${quoteId}` },
    body: {
      en: `Our sales team has sent you a quote, valid until ${until}. Open it to accept it into an order or decline it.`,
      zh: `销售团队已向您发送报价，有效期至 ${until}。打开报价即可接受并生成订单，或拒绝该报价。`,
    },
    link: quotePath(quoteId),
  };
}

export interface QuoteMail {
  quoteId: number;
  inquiryId: number;
  recipient: string;
  name: string;
  lang: Lang;
  validUntil: Date;
  totalAmount: number;
  lineCount: number;
  /** A guest inquiry: the link leads through logging in or registering. */
  guest: boolean;
}

function quoteEmail(mail: QuoteMail, siteUrl: string): OutboundMessage {
  const link = `${siteUrl.replace(/\/+$/, '')}${mail.lang === 'zh' ? '/zh' : ''}${quotePath(mail.quoteId)}`;
  const until = utcDay(mail.validUntil);
  const total = mail.totalAmount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const lines =
    mail.lang === 'zh'
      ? [
          `${mail.name}，您好：`,
          '',
          `我们已针对您的询价 #${mail.inquiryId} 发出报价 #${mail.quoteId}：共 ${mail.lineCount} 项，合计 ¥${total}，有效期至 ${until}。`,
          '',
          `查看并接受报价：${link}`,
          ...(mail.guest ? ['', '请使用发送询价时的邮箱登录或注册，即可查看并接受报价。'] : []),
        ]
      : [
          `Dear ${mail.name},`,
          '',
          `We have sent quote #${mail.quoteId} for your inquiry #${mail.inquiryId}: ${mail.lineCount} line(s), CNY ${total} in all, valid until ${until}.`,
          '',
          `View and accept the quote: ${link}`,
          ...(mail.guest ? ['', 'Log in or register with the email address you sent the inquiry from to view and accept it.'] : []),
        ];
  return {
    channel: 'email',
    recipient: mail.recipient,
    subject: mail.lang === 'zh' ? `询价 #${mail.inquiryId} 的报价 #${mail.quoteId}` : `Quote #${mail.quoteId} for your inquiry #${mail.inquiryId}`,
    body: `${lines.join('\n')}\n`,
  };
}

/** Sends after the commit and is not awaited: a failing mail server never loses the stored quote. */
export function mailQuote(mailer: Mailer, mail: QuoteMail, siteUrl: string): void {
  const message = quoteEmail(mail, siteUrl);
  void Promise.resolve()
    .then(() => mailer.send(message))
    .catch((error: unknown) => log.error('quote email not sent', { quoteId: mail.quoteId, error: String(error) }));
}
