/** The messages operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  MarkAllReadRequest,
  MessageCentreSeen,
  MessageCentreSeenRequest,
  MessageIdRequest,
  MessageListRequest,
  MessagePage,
  MessagesRemoved,
  MessagesUpdated,
} from '../messages';

export const messagesApi = {
  listmsg: operation<{ input: typeof MessageListRequest; page: typeof MessagePage }>()({
    path: '/operation/topmsg/listmsg',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateMsgHasRead: operation<{ input: typeof MessageIdRequest; data: typeof MessagesUpdated }>()({
    path: '/operation/topmsg/updateMsgHasRead',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateAllMsgHasRead: operation<{ input: typeof MarkAllReadRequest; data: typeof MessagesUpdated }>()({
    path: '/operation/topmsg/updateAllMsgHasRead',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof MessageIdRequest; data: typeof MessagesRemoved }>()({
    path: '/operation/topmsg/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  selectSeePC: operation<{ input: typeof MessageCentreSeenRequest; data: typeof MessageCentreSeen }>()({
    path: '/user/overseasUser/selectSeePC',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  updateSee: operation<{ input: typeof MessageCentreSeenRequest; data: typeof MessageCentreSeen }>()({
    path: '/user/overseasUser/updateSee',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
