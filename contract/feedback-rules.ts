/** Feedback and profile rules (docs/product.md §5, §14), zod-free for the islands. */
export const FEEDBACK_KINDS = ['complaint', 'advice'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const FEEDBACK_CATEGORIES = ['product', 'delivery', 'service', 'website', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Categories each form offers (complaints are about what was bought, advice about anything). */
export const CATEGORIES_OF: Record<FeedbackKind, readonly FeedbackCategory[]> = {
  complaint: ['product', 'delivery', 'service', 'other'],
  advice: ['website', 'product', 'service', 'other'],
};

export const FEEDBACK_MIN_CHARS = 10;
export const FEEDBACK_MAX_CHARS = 2000;
export const MAX_ATTACHMENTS = 5;
export const NICKNAME_MIN_CHARS = 2;
