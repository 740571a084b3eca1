/** The messages operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../messages';

export const messagesApi = {
  listmsg: operation<{ input: typeof contract.MessageListRequest; page: typeof contract.MessagePage }>()({
    path: '/operation/topmsg/listmsg',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateMsgHasRead: operation<{ input: typeof contract.MessageIdRequest; data: typeof contract.MessagesUpdated }>()({
    path: '/operation/topmsg/updateMsgHasRead',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateAllMsgHasRead: operation<{ input: typeof contract.MarkAllReadRequest; data: typeof contract.MessagesUpdated }>()({
    path: '/operation/topmsg/updateAllMsgHasRead',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof contract.MessageIdRequest; data: typeof contract.MessagesRemoved }>()({
    path: '/operation/topmsg/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  selectSeePC: operation<{ input: typeof contract.MessageCentreSeenRequest; data: typeof contract.MessageCentreSeen }>()({
    path: '/user/overseasUser/selectSeePC',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  updateSee: operation<{ input: typeof contract.MessageCentreSeenRequest; data: typeof contract.MessageCentreSeen }>()({
    path: '/user/overseasUser/updateSee',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
