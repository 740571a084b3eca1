/** The message centre (docs/product.md §10.1, §7.1 topmsg and selectSeePC / updateSee). Every route needs the token. */
import { ok } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { centreSeen, listMessages, markAllRead, markCentreSeen, markRead, removeMessage } from './messages';
import * as contract from '../../contract/messages';
import { messagesApi } from '../../contract/operations/messages';

const TAG = 'Messages';
const NOT_OWN = "Another customer's message id, or a deleted one, answers code 3 and changes nothing.";

export const messageRoutes = [
  defineCustomerRoute({
    operation: messagesApi.listmsg,
    page: contract.MessagePage,
    tag: TAG,
    summary: "The customer's messages, newest first",
    description:
      'Answers page { list, totalCount, pageSize, currPage, totalPage, unreadCount }; each message has kind (order, afterSales, inquiry, system), ' +
      "subject and body in the caller's language, link (a storefront path or null), hasRead and createdAt. Filters: kind, unread.",
    input: contract.MessageListRequest,
    async handler({ page, limit, kind, unread }, { db, customer, lang }) {
      const { list, totalCount, unreadCount } = await listMessages(db, customer.userId, { page, limit, kind, unread }, lang);
      return { code: 0, msg: 'success', page: { list, totalCount, pageSize: limit, currPage: page, totalPage: Math.ceil(totalCount / limit), unreadCount } };
    },
  }),
  defineCustomerRoute({
    operation: messagesApi.updateMsgHasRead,
    data: contract.MessagesUpdated,
    tag: TAG,
    summary: 'Marks a message read',
    description: `Answers data { updated }: 1, or 0 when it was read already. ${NOT_OWN}`,
    input: contract.MessageIdRequest,
    handler: async ({ id }, { db, customer }) => ok({ updated: await markRead(db, customer.userId, id) }),
  }),
  defineCustomerRoute({
    operation: messagesApi.updateAllMsgHasRead,
    data: contract.MessagesUpdated,
    tag: TAG,
    summary: 'Marks every unread message read (optionally of one kind)',
    description: 'Answers data { updated }: how many were unread.',
    input: contract.MarkAllReadRequest,
    handler: async ({ kind }, { db, customer }) => ok({ updated: await markAllRead(db, customer.userId, kind) }),
  }),
  defineCustomerRoute({
    operation: messagesApi.delete,
    data: contract.MessagesRemoved,
    tag: TAG,
    summary: 'Deletes a message from the centre',
    description: `Answers data { removed: 1 }. ${NOT_OWN}`,
    input: contract.MessageIdRequest,
    handler: async ({ id }, { db, customer }) => ok({ removed: await removeMessage(db, customer.userId, id) }),
  }),
  defineCustomerRoute({
    operation: messagesApi.selectSeePC,
    data: contract.MessageCentreSeen,
    tag: TAG,
    summary: "The message centre's counts: unread, and new since last seen",
    description:
      'Answers data { unreadCount, unseenCount, seenAt }: unread messages (the header badge), messages that arrived after the customer last ' +
      'opened the message centre (seenAt; null: never), docs/product.md §10.1.',
    input: contract.MessageCentreSeenRequest,
    handler: async (_input, { db, customer }) => ok(await centreSeen(db, customer.userId)),
  }),
  defineCustomerRoute({
    operation: messagesApi.updateSee,
    data: contract.MessageCentreSeen,
    tag: TAG,
    summary: 'Records that the customer has seen the message centre now',
    description: 'Answers the counts of selectSeePC afterwards: unseenCount 0, seenAt now. Read marks do not change.',
    input: contract.MessageCentreSeenRequest,
    handler: async (_input, { db, customer }) => ok(await markCentreSeen(db, customer.userId)),
  }),
];
