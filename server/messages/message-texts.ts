/** The words of the messages the shop itself writes, in both languages (docs/product.md §10.1). */
import type { Bilingual } from './create-message';

export function inquiryAnswerMessage(inquiryId: number, reply?: string): { subject: Bilingual; body: Bilingual; link: string } {
  const text = reply?.trim();
  return {
    subject: { en: `Your inquiry #${inquiryId} has been answered`, zh: `您的询价 #${inquiryId} 已回复` },
    body: text
      ? { en: `Our sales team replied: ${text}`, zh: `销售团队回复：${text}` }
      : {
          en: 'Our sales team has answered your inquiry by email or phone. Reply to that message if anything is unclear.',
          zh: '销售团队已通过邮件或电话回复您的询价，如有疑问请直接回复该邮件。',
        },
    link: '/inquire-list',
  };
}
