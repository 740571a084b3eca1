/** Complaints and advice (docs/product.md §2.2, §5, §14) and the account information page. */
import { z } from 'zod';
import { isoTime, whole } from './envelope';
import { intField, paging, userIdField } from './fields';
import { UploadedFile } from './uploads';
import { FEEDBACK_CATEGORIES, FEEDBACK_KINDS, FEEDBACK_MIN_CHARS, FEEDBACK_MAX_CHARS, MAX_ATTACHMENTS, NICKNAME_MIN_CHARS } from './feedback-rules';

const kindField = () =>
  z.enum(FEEDBACK_KINDS, { error: `must be one of ${FEEDBACK_KINDS.join(', ')}` }).meta({ description: 'complaint or advice', example: 'advice' });

const fileIdList = () =>
  z
    .array(z.string().max(64), { error: 'must be a list of uploaded file ids' })
    .max(MAX_ATTACHMENTS, { error: `must hold at most ${MAX_ATTACHMENTS} files` })
    .default([]);

/** The request of /online/feedback/submit. */
export const SubmitFeedbackRequest = z
  .object({
    kind: kindField(),
    category: z.enum(FEEDBACK_CATEGORIES, { error: `must be one of ${FEEDBACK_CATEGORIES.join(', ')}` }),
    content: z
      .string({ error: 'must be text' })
      .trim()
      .min(FEEDBACK_MIN_CHARS, { error: `at least ${FEEDBACK_MIN_CHARS} characters` })
      .max(FEEDBACK_MAX_CHARS, { error: `at most ${FEEDBACK_MAX_CHARS} characters` }),
    orderNo: z.string().trim().max(40, { error: 'at most 40 characters' }).optional().default(''),
    attachments: fileIdList(),
    userId: userIdField(),
  })
  .meta({ id: 'SubmitFeedbackRequest' });
export type SubmitFeedbackRequest = z.input<typeof SubmitFeedbackRequest>;

/** The request of /online/feedback/list. */
export const FeedbackListRequest = z.object({ kind: kindField(), ...paging(20, 100), userId: userIdField() }).meta({ id: 'FeedbackListRequest' });

export const Feedback = z
  .object({
    id: whole(),
    kind: z.enum(FEEDBACK_KINDS),
    category: z.enum(FEEDBACK_CATEGORIES),
    content: z.string(),
    orderNo: z.string(),
    attachments: z.array(UploadedFile),
    status: z.enum(['pending', 'answered']),
    reply: z.string().nullable(),
    repliedAt: isoTime().nullable(),
    createdAt: isoTime(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof Feedback>;

export const FeedbackList = z.object({ list: z.array(Feedback), totalCount: whole() }).meta({ id: 'FeedbackList' });
export type FeedbackList = z.infer<typeof FeedbackList>;

/** The request of /staff/feedback/reply. */
export const ReplyFeedbackRequest = z
  .object({
    id: intField().pipe(z.number().min(1, { error: 'must be a feedback id' })),
    reply: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(FEEDBACK_MAX_CHARS, { error: `at most ${FEEDBACK_MAX_CHARS} characters` }),
  })
  .meta({ id: 'ReplyFeedbackRequest' });

/** The request of /user/profile/info. */
export const ProfileRequest = z.object({ userId: userIdField() }).meta({ id: 'ProfileRequest' });

/** The request of /user/profile/update: nickname (the account's userName), company, avatar. */
export const UpdateProfileRequest = z
  .object({
    nickname: z
      .string({ error: 'must be text' })
      .trim()
      .min(NICKNAME_MIN_CHARS, { error: `at least ${NICKNAME_MIN_CHARS} characters` })
      .max(40, { error: 'at most 40 characters' }),
    companyName: z.string({ error: 'must be text' }).trim().max(100, { error: 'at most 100 characters' }).default(''),
    // An empty id is a cleared field: it removes the avatar, as null does (never a stored '').
    avatarId: z
      .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().max(64).nullable().optional())
      .meta({ description: "An uploaded JPG (≤ 2 MB) of this customer; null or '' removes the avatar; absent keeps it" }),
    userId: userIdField(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const Profile = z
  .object({
    nickname: z.string(),
    companyName: z.string(),
    /** The avatar's public id (fetched at /file/avatar/{id}); null without one. */
    avatarId: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;
