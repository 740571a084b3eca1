/**
 * The inquiry form's fields (docs/product.md §5), checked again on the server: trimmed, required with
 * SPEC's own messages, capped in length, and every message names its field
 * ('email: Please Enter Correct Email').
 */
import { z } from '@hono/zod-openapi';
import { flagField } from '../http/validation';
import { goodsIdField } from '../goods/goods-input';
import { quantityField, skuIdField } from '../customer/customer-input';
import { EMAIL_PATTERN, INQUIRY_MAX_LENGTH, INQUIRY_MESSAGE, MAX_INQUIRY_GOODS } from '../../contract/rules';

const FIELD_CAPS = INQUIRY_MAX_LENGTH;

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * Control characters other than tab and line breaks have no place in a form and could act where
 * staff read it (a terminal escape; PostgreSQL refuses NUL outright), so they are dropped.
 */
const withoutControls = (value: unknown) => (typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '') : value);

/** Required text: absent, null or blank answers SPEC's message; another type answers 'must be text'. */
const requiredString = (missing: string, max: number) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? missing : 'must be text') })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: `must be at most ${max} characters` });

const cleaned = <T extends z.ZodType>(schema: T) => z.preprocess(withoutControls, schema);

export const inquiryFields = {
  name: cleaned(requiredString(INQUIRY_MESSAGE.name, FIELD_CAPS.name)).openapi({ example: 'Jane Doe' }),
  company: cleaned(requiredString(INQUIRY_MESSAGE.company, FIELD_CAPS.company)).openapi({ example: 'Example University' }),
  country: cleaned(
    requiredString(INQUIRY_MESSAGE.country, 8)
      .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code such as CN' })
      .transform((code) => code.toUpperCase()),
  ).openapi({ description: 'ISO 3166-1 alpha-2 code from the country dictionary', example: 'GB' }),
  email: cleaned(requiredString(INQUIRY_MESSAGE.email, FIELD_CAPS.email).regex(EMAIL_PATTERN, { error: INQUIRY_MESSAGE.emailInvalid })).openapi({ example: 'jane@example.com' }),
  phone: cleaned(requiredString(INQUIRY_MESSAGE.phone, FIELD_CAPS.phone)).openapi({ example: '+44 20 7946 0000' }),
  message: cleaned(requiredString(INQUIRY_MESSAGE.message, FIELD_CAPS.message)).openapi({ example: 'Please quote 2 vials with shipping to London.' }),
  tm: z
    .preprocess(
      (value) => (isMissing(value) ? undefined : withoutControls(value)),
      z
        .string({ error: 'must be text' })
        .trim()
        .max(FIELD_CAPS.tm, { error: `must be at most ${FIELD_CAPS.tm} characters` })
        .optional(),
    )
    .transform((value) => value || undefined)
    .openapi({ description: 'WhatsApp / WeChat (optional)', example: '+44 7700 900000' }),
};

export const inquiryGoodsFields = {
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
    .openapi({ example: [{ goodsId: 12, skuId: 0, quantity: 1 }] }),
  fromCart: flagField()
    .default(false)
    .openapi({ description: 'Sent from the inquiry list: with a valid token those cart lines are removed in the same transaction', example: false }),
};
