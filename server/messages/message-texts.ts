/** The words of the messages the shop itself writes, in both languages (docs/product.md §10.1). */
import type { Bilingual } from './create-message';

export function inquiryAnswerMessage(inquiryId: number, reply?: string, replierName?: string | null): { subject: Bilingual; body: Bilingual; link: string } {
  const text = reply?.trim();
  // A reply from the staff console carries its writer's name (docs/product.md §6.1); the command line's is the team's.
  if (text && replierName) {
    return {
      subject: { en: `Your inquiry #${inquiryId} has been answered`, zh: `您的询价 #${inquiryId} 已回复` },
      body: { en: `${replierName} of our sales team replied: ${text}`, zh: `销售团队的 ${replierName} 回复：${text}` },
      link: '/inquire-list',
    };
  }
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
