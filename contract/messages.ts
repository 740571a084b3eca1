/** The customer's message centre (docs/product.md §10.1): messages, read marks, the unread count. */
import { z } from 'zod';
import { flagField, intField, paging, userIdField } from './fields';
import { isoTime, listPage, whole } from './envelope';
import { MESSAGE_KINDS } from './centre-constants';

export const CustomerMessage = z
  .object({
    id: whole(),
    kind: z.enum(MESSAGE_KINDS),
    /** In the caller's language. */
    subject: z.string(),
    body: z.string(),
    /** A storefront path (e.g. /my-order), or null. */
    link: z.string().nullable(),
    hasRead: z.boolean(),
    createdAt: isoTime(),
  })
  .meta({ id: 'CustomerMessage' });
export type CustomerMessage = z.infer<typeof CustomerMessage>;

export const MessagePage = listPage(CustomerMessage).extend({ unreadCount: whole() });
export type MessagePage = z.infer<typeof MessagePage>;

export const MessagesUpdated = z.object({ updated: whole() });
export const MessagesRemoved = z.object({ removed: whole() });

/** The message centre's marks: unread messages, and those that arrived since the centre was last seen. */
export const MessageCentreSeen = z.object({ unreadCount: whole(), unseenCount: whole(), seenAt: isoTime().nullable() }).meta({ id: 'MessageCentreSeen' });
export type MessageCentreSeen = z.infer<typeof MessageCentreSeen>;

const messageIdField = () => intField().pipe(z.number().min(1, { error: 'must be a message id' }));

/** The request of /operation/topmsg/listmsg. */
export const MessageListRequest = z.object({
  ...paging(10, 100),
  kind: z
    .enum(MESSAGE_KINDS, { error: `must be one of ${MESSAGE_KINDS.join(', ')}` })
    .optional()
    .meta({ description: 'Only messages of this kind', example: 'order' }),
  unread: flagField().optional().meta({ description: 'true: only unread messages', example: true }),
  userId: userIdField(),
});

/** The request of /operation/topmsg/updateMsgHasRead and /operation/topmsg/delete. */
export const MessageIdRequest = z.object({
  id: messageIdField().meta({ description: 'Message id', example: 1 }),
  userId: userIdField(),
});

/** The request of /operation/topmsg/updateAllMsgHasRead. */
export const MarkAllReadRequest = z.object({
  kind: z
    .enum(MESSAGE_KINDS, { error: `must be one of ${MESSAGE_KINDS.join(', ')}` })
    .optional()
    .meta({ description: 'Only messages of this kind; absent: all', example: 'order' }),
  userId: userIdField(),
});

/** The request of /user/overseasUser/selectSeePC and /user/overseasUser/updateSee. */
export const MessageCentreSeenRequest = z.object({ userId: userIdField() });
