/** Inquiries: what the submitting client is told, and what the sales team reads (docs/product.md §5). */
import { z } from 'zod';

export const InquiryAnswer = z.object({
  inquiryId: z.number(),
  createdAt: z.string(),
  /** createdAt + 24 h. */
  replyBy: z.string(),
});
export type InquiryAnswer = z.infer<typeof InquiryAnswer>;

export const InquiryGoodsLine = z.object({
  goodsId: z.number(),
  skuId: z.number(),
  quantity: z.number(),
  itemno: z.string(),
  title: z.string(),
  skuDesc: z.string().nullable(),
});
export type InquiryGoodsLine = z.infer<typeof InquiryGoodsLine>;

export const StaffInquiry = z.object({
  id: z.number(),
  source: z.enum(['form', 'goods']),
  name: z.string(),
  company: z.string(),
  country: z.string(),
  countryName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  tm: z.string().nullable(),
  userId: z.number().nullable(),
  locale: z.string(),
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
  replyBy: z.string(),
  /** null while open. */
  answeredAt: z.string().nullable(),
  goods: z.array(InquiryGoodsLine),
});
export type StaffInquiry = z.infer<typeof StaffInquiry>;

export const StaffInquiryList = z.object({ list: z.array(StaffInquiry), totalCount: z.number() });
export const InquiryAnswered = z.object({ id: z.number(), answeredAt: z.string() });
