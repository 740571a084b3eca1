/** Inquiries: what the submitting client is told, and what the sales team reads (docs/product.md §5). */
import { z } from 'zod';
import { isoTime, whole } from './envelope';

export const InquiryAnswer = z.object({
  inquiryId: whole(),
  createdAt: isoTime(),
  /** createdAt + 24 h. */
  replyBy: isoTime(),
});
export type InquiryAnswer = z.infer<typeof InquiryAnswer>;

export const InquiryGoodsLine = z.object({
  goodsId: whole(),
  skuId: whole(),
  quantity: whole(),
  itemno: z.string(),
  title: z.string(),
  skuDesc: z.string().nullable(),
});
export type InquiryGoodsLine = z.infer<typeof InquiryGoodsLine>;

export const StaffInquiry = z.object({
  id: whole(),
  source: z.enum(['form', 'goods']),
  name: z.string(),
  company: z.string(),
  country: z.string(),
  countryName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  tm: z.string().nullable(),
  userId: whole().nullable(),
  locale: z.string(),
  clientAddress: z.string().nullable(),
  createdAt: isoTime(),
  replyBy: isoTime(),
  /** null while open. */
  answeredAt: isoTime().nullable(),
  goods: z.array(InquiryGoodsLine),
});
export type StaffInquiry = z.infer<typeof StaffInquiry>;

export const StaffInquiryList = z.object({ list: z.array(StaffInquiry), totalCount: whole() });
export const InquiryAnswered = z.object({ id: whole(), answeredAt: isoTime() });
