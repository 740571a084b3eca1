/**
 * Free trials (docs/product.md §2.10): the application form as the API checks it, the customer's
 * applications, and the staff's answer. The rules' numbers are in ./trial-rules (zod-free).
 */
import { z } from 'zod';
import { goodsIdListField, intField, paging, userIdField } from './fields';
import { isoTime, listPage, whole } from './envelope';
import { readPhone } from './phone';
import { TRIAL_TEXT_MAX } from './trial-rules';

/** The state of an application or an exchange: pending approval, approved, rejected (docs/product.md §4). */
export const ApprovalStatus = z.enum(['pending', 'approved', 'rejected']).meta({ id: 'ApprovalStatus' });
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

/** A phone number people can be reached at, stored in E.164 when possible, else as typed (contract/phone.ts). */
const mobileField = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(40, { error: 'must be at most 40 characters' })
    .transform((value, ctx) => {
      const phone = readPhone(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: 'must be a phone number' });
        return z.NEVER;
      }
      return phone.stored;
    })
    .meta({ example: '+86 138 0013 8000' });

/** The shipping fields an application or exchange carries (the receiving address of the centre may prefill them). */
export const shippingFields = {
  consignee: requiredText(50),
  mobile: mobileField(),
  address: requiredText(TRIAL_TEXT_MAX),
};

/**
 * The request of /online/toTrialProducts/apply. The sample count (≤ 3) and the remark's words
 * (≤ 125) are checked by the service, which answers them in the caller's language.
 */
export const TrialApplyRequest = z
  .object({
    institution: requiredText(TRIAL_TEXT_MAX),
    laboratory: requiredText(TRIAL_TEXT_MAX),
    ...shippingFields,
    remark: z.string().trim().max(2000, { error: 'must be at most 2000 characters' }).default(''),
    goodsIds: goodsIdListField(20),
    userId: userIdField(),
  })
  .meta({ id: 'TrialApplyRequest' });
export type TrialApplyRequest = z.input<typeof TrialApplyRequest>;

/** The answer of /online/toTrialProducts/apply. */
export const TrialApplied = z.object({ id: whole(), endsAt: isoTime() });

const TrialSample = z.object({ goodsId: whole(), itemno: z.string(), title: z.string() });

export const TrialApplication = z
  .object({
    id: whole(),
    status: ApprovalStatus,
    institution: z.string(),
    laboratory: z.string(),
    consignee: z.string(),
    mobile: z.string(),
    address: z.string(),
    remark: z.string(),
    samples: z.array(TrialSample),
    appliedAt: isoTime(),
    /** appliedAt + 14 days: the trial's end. */
    endsAt: isoTime(),
    answeredAt: isoTime().nullable(),
    staffNote: z.string().nullable(),
  })
  .meta({ id: 'TrialApplication' });
export type TrialApplication = z.infer<typeof TrialApplication>;

export const TrialApplicationPage = listPage(TrialApplication);
export type TrialApplicationPage = z.infer<typeof TrialApplicationPage>;

/** The request of /online/toTrialProducts/list. */
export const TrialListRequest = z.object({ ...paging(10, 100), status: ApprovalStatus.optional(), userId: userIdField() });

/** The request of /online/toTrialProducts/detail. */
export const TrialDetailRequest = z.object({ id: intField().pipe(z.number().min(1, { error: 'must be an application id' })), userId: userIdField() });

/** The request of /online/toTrialOrder/getOrderCount (and the points-order count). */
export const ApprovalCountRequest = z.object({ userId: userIdField() });

/** How many applications (or exchanges) are in each state. */
export const ApprovalCount = z.object({ pending: whole(), approved: whole(), rejected: whole(), total: whole() }).meta({ id: 'ApprovalCount' });
export type ApprovalCount = z.infer<typeof ApprovalCount>;

/** The request of /staff/trials and /staff/exchanges. */
export const StaffApprovalListRequest = z.object({ ...paging(50, 500), status: ApprovalStatus.optional() });

/** The request of /staff/trials/answer and /staff/exchanges/answer. */
export const StaffAnswerRequest = z.object({
  id: intField().pipe(z.number().min(1, { error: 'must be an id' })),
  decision: z.enum(['approve', 'reject'], { error: 'must be approve or reject' }),
  note: z.string().trim().max(500, { error: 'must be at most 500 characters' }).optional(),
});
export type StaffAnswerRequest = z.infer<typeof StaffAnswerRequest>;

/** A staff answer: the new state. */
export const Answered = z.object({ id: whole(), status: ApprovalStatus, answeredAt: isoTime() });

const StaffTrialApplication = TrialApplication.extend({ customerId: whole() });
export const StaffTrialList = z.object({ list: z.array(StaffTrialApplication), totalCount: whole() });
