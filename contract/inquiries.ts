/**
 * Inquiries (docs/product.md §5): the form's fields as the API checks them (trimmed, required with
 * the exact messages, capped in length; every message names its field, 'email: Please Enter Correct
 * Email'), what the submitting client is told, and what the sales team reads.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, INQUIRY_MAX_LENGTH, INQUIRY_MESSAGE, MAX_INQUIRY_GOODS } from './rules';
import { isPhoneNumber, storedPhone } from './phone';
import { flagField, goodsIdField, intField, paging, quantityField, skuIdField, userIdField } from './fields';
import { isoTime, listPage, whole } from './envelope';
import { FOLLOW_UP_MAX_LENGTH, INQUIRY_STATES } from './inquiry-rules';

export const InquiryAnswer = z.object({
  inquiryId: whole(),
  createdAt: isoTime(),
  /** createdAt + 24 h. */
  replyBy: isoTime(),
});
export type InquiryAnswer = z.infer<typeof InquiryAnswer>;

/** The inquiry form's own fields, as both forms send them (docs/product.md §5). */
export interface InquiryFormFields {
  name: string;
  company: string;
  /** ISO code, upper case. */
  country: string;
  email: string;
  phone: string;
  message: string;
  tm?: string | undefined;
}

/** One goods line a goods inquiry asks about; skuId 0 when no SKU was chosen. */
export interface InquiryGoodsRequest {
  goodsId: number;
  skuId: number;
  quantity: number;
}

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

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * Control characters other than tab and line breaks have no place in a form and could act where
 * staff read it (a terminal escape; PostgreSQL refuses NUL outright), so they are dropped.
 */
const withoutControls = (value: unknown) => (typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '') : value);

/** Required text: absent, null or blank answers the API's message (INQUIRY_MESSAGE); another type answers 'must be text'. */
const requiredString = (missing: string, max: number) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? missing : 'must be text') })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: `must be at most ${max} characters` });

const cleaned = <T extends z.ZodType>(schema: T) => z.preprocess(withoutControls, schema);

const inquiryFields = {
  name: cleaned(requiredString(INQUIRY_MESSAGE.name, INQUIRY_MAX_LENGTH.name)).meta({ example: 'Jane Doe' }),
  company: cleaned(requiredString(INQUIRY_MESSAGE.company, INQUIRY_MAX_LENGTH.company)).meta({ example: 'Example University' }),
  country: cleaned(
    requiredString(INQUIRY_MESSAGE.country, 8)
      .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code such as CN' })
      .transform((code) => code.toUpperCase()),
  ).meta({ description: 'ISO 3166-1 alpha-2 code from the country dictionary', example: 'GB' }),
  email: cleaned(requiredString(INQUIRY_MESSAGE.email, INQUIRY_MAX_LENGTH.email).regex(EMAIL_PATTERN, { error: INQUIRY_MESSAGE.emailInvalid })).meta({
    example: 'jane@example.com',
  }),
  phone: cleaned(requiredString(INQUIRY_MESSAGE.phone, INQUIRY_MAX_LENGTH.phone)).meta({ example: '+44 20 7946 0000' }),
  message: cleaned(requiredString(INQUIRY_MESSAGE.message, INQUIRY_MAX_LENGTH.message)).meta({ example: 'Please quote 2 vials with shipping to London.' }),
  tm: z
    .preprocess(
      (value) => (isMissing(value) ? undefined : withoutControls(value)),
      z
        .string({ error: 'must be text' })
        .trim()
        .max(INQUIRY_MAX_LENGTH.tm, { error: `must be at most ${INQUIRY_MAX_LENGTH.tm} characters` })
        .optional(),
    )
    .transform((value) => value || undefined)
    .meta({ description: 'WhatsApp / WeChat (optional)', example: '+44 7700 900000' }),
};

/**
 * The phone read in the chosen country (contract/phone.ts), checked once both fields passed
 * their own rules: 400 'phone: Please Enter Correct Phone' only for what is no phone number at all
 * (letters, too few or too many digits); a plausible number is kept, in E.164 when possible.
 */
function withPhoneInCountry<T extends z.ZodObject<typeof inquiryFields>>(schema: T): T {
  return schema
    .refine((value) => isPhoneNumber(value.phone, value.country), {
      path: ['phone'],
      error: INQUIRY_MESSAGE.phoneInvalid,
      // Only once every field passed its own rule: one message per field, the first that applies.
      when: (payload) => payload.issues.length === 0,
    })
    .overwrite((value) => ({ ...value, phone: storedPhone(value.phone, value.country) }));
}

/** The goods lines of a goods inquiry, and whether it was sent from the inquiry list. */
const inquiryGoodsFields = {
  goodsList: z
    .array(
      z.object({
        goodsId: goodsIdField(),
        skuId: skuIdField(),
        quantity: quantityField().default(1),
      }),
      { error: (issue) => (isMissing(issue.input) ? 'must list the goods inquired about' : 'must be a list of { goodsId, skuId, quantity }') },
    )
    .min(1, { error: 'must list at least one goods item' })
    .max(MAX_INQUIRY_GOODS, { error: `must list at most ${MAX_INQUIRY_GOODS} goods items` })
    .meta({ example: [{ goodsId: 12, skuId: 0, quantity: 1 }] }),
  fromCart: flagField()
    .default(false)
    .meta({ description: 'Sent from the inquiry list: with a valid token those cart lines are removed in the same transaction', example: false }),
};

/** The request of /overseas/form/submit. */
export const FormInquiryRequest = withPhoneInCountry(z.object(inquiryFields));

/** The request of /overseas/goodInquire/submitGoodInquireImmediately. */
export const GoodsInquiryRequest = withPhoneInCountry(z.object({ ...inquiryFields, ...inquiryGoodsFields }));

/** The most inquiries one staff page lists. */
const MAX_STAFF_PAGE = 1000;

/** The request of /staff/inquiries. */
export const StaffInquiriesRequest = z.object({
  limit: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(MAX_STAFF_PAGE, { error: `must be at most ${MAX_STAFF_PAGE}` }),
    )
    .default(50),
  offset: intField()
    .pipe(z.number().min(0, { error: 'must be 0 or more' }))
    .default(0),
  open: flagField().default(false).meta({ description: '1: only inquiries not yet answered' }),
  since: z.iso
    .datetime({ offset: true, error: 'must be an ISO date-time such as 2025-01-31T08:00:00Z' })
    .optional()
    .meta({ description: 'Only inquiries received at or after this moment' }),
});

/** The request of /staff/inquiries/answer. */
export const AnswerInquiryRequest = z.object({
  id: intField().pipe(z.number().min(1, { error: 'must be an inquiry id' })),
  reply: z
    .string({ error: 'must be text' })
    .trim()
    .max(2000, { error: 'must be at most 2000 characters' })
    .optional()
    .meta({ description: "The sales team's reply, shown in a logged-in customer's message centre", example: 'The antibody ships in 3 days.' }),
});

/** Where an inquiry stands for its buyer (contract/inquiry-rules.ts, docs/product.md §2.13). */
const InquiryState = z.enum(INQUIRY_STATES).meta({ id: 'InquiryState' });

/** One inquiry in the buyer's list (/my-inquiries). */
export const MyInquiry = z
  .object({
    id: whole(),
    source: z.enum(['form', 'goods']),
    state: InquiryState,
    /** The latest quote, read at /my-quote?id=; null before the first. */
    quoteId: whole().nullable(),
    createdAt: isoTime(),
    /** createdAt + 24 h. */
    replyBy: isoTime(),
    /** Unanswered and open past replyBy. */
    overdue: z.boolean(),
    answeredAt: isoTime().nullable(),
    closedAt: isoTime().nullable(),
    /** The messages of its thread after the inquiry itself: the team's replies and the buyer's follow-ups. */
    messageCount: whole(),
    goods: z.array(InquiryGoodsLine),
  })
  .meta({ id: 'MyInquiry' });
export type MyInquiry = z.infer<typeof MyInquiry>;

export const MyInquiryPage = listPage(MyInquiry);

/** A message of an inquiry's thread; a staff reply's authorName null means "the sales team". */
export const InquiryThreadMessage = z.object({
  id: whole(),
  author: z.enum(['customer', 'staff']),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: isoTime(),
});
export type InquiryThreadMessage = z.infer<typeof InquiryThreadMessage>;

/** One inquiry as its buyer reads it: what they sent, its goods and the thread, oldest first. */
export const MyInquiryDetail = MyInquiry.extend({
  message: z.string(),
  thread: z.array(InquiryThreadMessage),
}).meta({ id: 'MyInquiryDetail' });
export type MyInquiryDetail = z.infer<typeof MyInquiryDetail>;

const inquiryIdField = () => intField().pipe(z.number().min(1, { error: 'must be an inquiry id' }));

/** The request of the buyer's inquiry list. */
export const MyInquiriesRequest = z.object({ ...paging(10, 100), userId: userIdField() });

/** The request of one inquiry and of closing it. */
export const MyInquiryRequest = z.object({ id: inquiryIdField(), userId: userIdField() });

/** The request of a follow-up question: its body 1–2000 characters once trimmed. */
export const FollowUpRequest = z.object({
  id: inquiryIdField(),
  body: cleaned(
    z
      .string({ error: (issue) => (isMissing(issue.input) ? 'is required' : 'must be text') })
      .trim()
      .min(1, { error: 'is required' })
      .max(FOLLOW_UP_MAX_LENGTH, { error: `must be at most ${FOLLOW_UP_MAX_LENGTH} characters` }),
  ).meta({ example: 'Could the antibody ship to Shanghai by Friday?' }),
  userId: userIdField(),
});
