/**
 * The sales team's notification of a new inquiry (docs/product.md §7.1). Plain text only: whatever markup a
 * visitor typed arrives as the characters they typed and is never interpreted.
 */
import { log } from '../log';
import type { Mailer, OutboundMessage } from '../mail/mailer';
import type { StoredInquiry } from './inquiries';
import type { LinePrice } from '../../contract/pricing';

/** Without SALES_EMAIL the notice still goes out, to this address, so the offline outbox and log show it. */
const FALLBACK_SALES_EMAIL = 'sales@localhost';

/** Header-safe single line: a name with a line break must not forge mail headers. */
const oneLine = (text: string, max: number) => {
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const cny = (fen: number) => `CNY ${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The line as the buyer saw it priced (docs/product.md §11.4): net unit price, list price when it differs, line amount, gifts. */
function priceText(price: LinePrice | null): string {
  if (!price) return ' · price: choose a size';
  const list = price.unitNetFen === price.unitListFen ? '' : ` (list ${cny(price.unitListFen)})`;
  const saved = price.listAmountFen === price.amountFen ? '' : `, ${cny(price.listAmountFen - price.amountFen)} off by promotion`;
  const gifts = price.gifts.reduce((sum, gift) => sum + gift.quantity, 0);
  return ` · ${cny(price.unitNetFen)} each${list} · line ${cny(price.amountFen)}${saved}${gifts ? ` · ${gifts} gift unit(s)` : ''}`;
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function inquiryNotice(inquiry: StoredInquiry, recipient: string): OutboundMessage {
  const { fields } = inquiry;
  const lines = [
    `New ${inquiry.source === 'goods' ? 'goods inquiry' : 'inquiry'} #${inquiry.id}, received ${utc(inquiry.createdAt)}.`,
    `Please reply by ${utc(inquiry.replyBy)} (within 24 hours).`,
    '',
    `Name: ${fields.name}`,
    `Company: ${fields.company}`,
    `Country/Region: ${inquiry.countryName} (${fields.country})`,
    `Email: ${fields.email}`,
    `Phone: ${fields.phone}`,
    `WhatsApp/WeChat: ${fields.tm ?? '-'}`,
    `Customer account: ${inquiry.userId === null ? 'guest' : `#${inquiry.userId}`}`,
    `Language: ${inquiry.lang}`,
    '',
    'Message:',
    fields.message,
  ];
  if (inquiry.goods.length) {
    lines.push('', `Goods (${inquiry.goods.length}):`);
    inquiry.goods.forEach((line, index) => {
      const sku = line.skuDesc ? ` · SKU: ${line.skuDesc}` : '';
      lines.push(`- Cat. No. ${line.itemno} · ${line.title}${sku} · quantity ${line.quantity}${priceText(inquiry.prices[index] ?? null)}`);
    });
  }
  return {
    channel: 'email',
    recipient,
    subject: oneLine(`Inquiry #${inquiry.id} from ${fields.name}, ${fields.company} (${fields.country}): reply by ${utc(inquiry.replyBy)}`, 200),
    body: `${lines.join('\n')}\n`,
  };
}

/**
 * Sends after the commit and is not awaited by the request: a slow or failing mail server never
 * delays or loses the stored inquiry (staff see every inquiry in `npm run inquiries` anyway).
 */
export function notifySales(mailer: Mailer, inquiry: StoredInquiry, salesEmail: string | undefined): void {
  const message = inquiryNotice(inquiry, salesEmail ?? FALLBACK_SALES_EMAIL);
  void Promise.resolve()
    .then(() => mailer.send(message))
    .catch((error: unknown) => log.error('sales notification not sent', { inquiryId: inquiry.id, error: String(error) }));
}

/**
 * The sales team's notice of a customer's follow-up question (docs/product.md §2.13): the staff list
 * of open inquiries shows only unanswered ones, so a question on an answered inquiry would
 * otherwise wait unseen. Sent after the commit and not awaited, like notifySales.
 */
export function notifyFollowUp(mailer: Mailer, followUp: { inquiryId: number; userId: number; body: string; at: Date }, salesEmail: string | undefined): void {
  const message: OutboundMessage = {
    channel: 'email',
    recipient: salesEmail ?? FALLBACK_SALES_EMAIL,
    subject: oneLine(`Follow-up question on inquiry #${followUp.inquiryId}`, 200),
    body: [
      `Customer account #${followUp.userId} asked a follow-up question on inquiry #${followUp.inquiryId}, ${utc(followUp.at)}.`,
      'Answer it with POST /staff/inquiries/answer or `npm run inquiries -- --answer <id> --reply "…"`.',
      '',
      followUp.body,
      '',
    ].join('\n'),
  };
  void Promise.resolve()
    .then(() => mailer.send(message))
    .catch((error: unknown) => log.error('follow-up notification not sent', { inquiryId: followUp.inquiryId, error: String(error) }));
}
