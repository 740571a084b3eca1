/** Account security, the customer level and the service records of the personal centre (docs/product.md §10.3–§10.5). */
import { z } from 'zod';
import { paging, userIdField } from './fields';
import { isoTime, listPage, whole } from './envelope';
import { ACCOUNT_LIMITS, emailAddress } from './rules';
import { confirmedPassword, confirmPasswordField, normaliseMobile, passwordField } from './accounts';
import { EXPERIMENT_STAGES, LEVEL_KEYS, SERVICE_KINDS } from './centre-constants';

const codeField = () =>
  z
    .string({ error: 'please enter the verification code' })
    .trim()
    .regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.codeLength}}$`), { error: `must be ${ACCOUNT_LIMITS.codeLength} digits` })
    .meta({ description: 'The verification code', example: '123456' });

const channelField = () => z.enum(['mobile', 'email'], { error: 'must be mobile or email' }).meta({ description: 'mobile or email', example: 'email' });

/** The request of /user/overseasUser/sendSecurityCode. */
export const SecurityCodeRequest = z.object({ channel: channelField(), userId: userIdField() });

/**
 * The request of /user/overseasUser/updatePassword: the current password, or a code sent to the
 * account's own mobile or email (channel); the new password twice (docs/product.md §5).
 */
export const ChangePasswordRequest = z
  .object({
    oldPassword: z
      .string()
      .max(ACCOUNT_LIMITS.currentPasswordMax)
      .optional()
      .meta({ description: 'The current password (or send code)', example: 'old password 1' }),
    code: codeField().optional(),
    channel: channelField().optional(),
    password: passwordField(),
    confirmPassword: confirmPasswordField(),
    userId: userIdField(),
  })
  .superRefine(confirmedPassword)
  .superRefine((value, ctx) => {
    if (!value.oldPassword && !value.code)
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'enter the current password or a verification code' });
    if (value.code && !value.channel) ctx.addIssue({ code: 'custom', path: ['channel'], message: 'must say where the code was sent: mobile or email' });
  });

/** The request of /user/overseasUser/updateMobile: the new number and the code sent to it (purpose change). */
export const ChangeMobileRequest = z.object({
  mobile: z
    .string({ error: 'must be a mobile number' })
    .max(ACCOUNT_LIMITS.addressMax)
    .transform((value, ctx) => {
      const address = normaliseMobile(value);
      if (!address) ctx.addIssue({ code: 'custom', message: 'must be a mobile number' });
      return address ?? '';
    })
    .meta({ description: 'The new mobile number', example: '+86 138 0013 8000' }),
  code: codeField(),
  userId: userIdField(),
});

/** The request of /user/overseasUser/updateEmail: the new address and the code sent to it (purpose change). */
export const ChangeEmailRequest = z.object({
  email: z
    .string({ error: 'must be an email address' })
    .max(ACCOUNT_LIMITS.addressMax)
    .transform((value, ctx) => {
      const address = emailAddress(value);
      if (!address) ctx.addIssue({ code: 'custom', message: 'must be an email address' });
      return address ?? '';
    })
    .meta({ description: 'The new email address', example: 'mei.chen@example.com' }),
  code: codeField(),
  userId: userIdField(),
});

export const PasswordChanged = z.object({ otherSessionsEnded: whole() });
export const ContactChanged = z.object({ mobile: z.string().nullable(), email: z.string().nullable() });

export const CustomerLevel = z
  .object({
    level: z.enum(LEVEL_KEYS),
    /** CNY: payments received. */
    spent: z.number(),
    /** Percent off every order's subtotal at this level (docs/product.md §11.4). */
    discount: whole(),
    next: z.object({ level: z.enum(LEVEL_KEYS), threshold: z.number(), remaining: z.number() }).nullable(),
    /** 0–100: the way from this level's threshold to the next one's. */
    progress: whole(),
  })
  .meta({ id: 'CustomerLevel' });
export type CustomerLevel = z.infer<typeof CustomerLevel>;

/** The request of /user/overseasUser/level. */
export const CustomerLevelRequest = z.object({ userId: userIdField() });

export const ServiceRecord = z
  .object({
    id: whole(),
    kind: z.enum(SERVICE_KINDS),
    recordNo: z.string(),
    /** In the caller's language. */
    title: z.string(),
    state: z.string(),
    sampleCount: whole(),
    /** Experiments: each stage and the day it was done (null: not yet); other kinds: []. */
    stages: z.array(z.object({ key: z.enum(EXPERIMENT_STAGES), doneAt: isoTime().nullable() })),
    submittedAt: isoTime(),
    finishedAt: isoTime().nullable(),
  })
  .meta({ id: 'ServiceRecord' });
export type ServiceRecord = z.infer<typeof ServiceRecord>;
export const ServiceRecordPage = listPage(ServiceRecord);

/** The request of the service-record lists (/online/toExperimentProgress/list, /online/toScanDetection/list, /online/toGrinderRecord/list). */
export const ServiceRecordListRequest = z.object({ ...paging(10, 100), userId: userIdField() });

/** A security code was sent: when it expires, when another may be asked, and the masked address it went to. */
export const SecurityCodeSent = z.object({ expiresInSeconds: whole(), resendInSeconds: whole(), sentTo: z.string() });
