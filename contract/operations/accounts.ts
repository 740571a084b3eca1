/** The accounts operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AccountOverview,
  AccountOverviewRequest,
  CodeDelivery,
  CodeDeliveryRequest,
  CodeSent,
  EmailCodeRequest,
  EmailLoginRequest,
  LoginAnswer,
  LogoutRequest,
  MobileCodeRequest,
  MobileLoginRequest,
  OutboxMessage,
  OutboxRequest,
  PasswordLoginRequest,
  RegisterRequest,
  RetrievePasswordRequest,
} from '../accounts';
import type {
  ChangeEmailRequest,
  ChangeMobileRequest,
  ChangePasswordRequest,
  ContactChanged,
  CustomerLevel,
  CustomerLevelRequest,
  PasswordChanged,
  SecurityCodeRequest,
  SecurityCodeSent,
} from '../centre';
import type { NoData } from '../envelope';

export const outboxApi = {
  latest: operation<{ input: typeof OutboxRequest; data: typeof OutboxMessage }>()({
    path: '/dev/outbox/latest',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
};

export const securityApi = {
  sendSecurityCode: operation<{ input: typeof SecurityCodeRequest; data: typeof SecurityCodeSent }>()({
    path: '/user/overseasUser/sendSecurityCode',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updatePassword: operation<{ input: typeof ChangePasswordRequest; data: typeof PasswordChanged }>()({
    path: '/user/overseasUser/updatePassword',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateMobile: operation<{ input: typeof ChangeMobileRequest; data: typeof ContactChanged }>()({
    path: '/user/overseasUser/updateMobile',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateEmail: operation<{ input: typeof ChangeEmailRequest; data: typeof ContactChanged }>()({
    path: '/user/overseasUser/updateEmail',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  level: operation<{ input: typeof CustomerLevelRequest; data: typeof CustomerLevel }>()({
    path: '/user/overseasUser/level',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
};

export const accountsApi = {
  codeDelivery: operation<{ input: typeof CodeDeliveryRequest; data: typeof CodeDelivery }>()({
    path: '/overseas/login/codeDelivery',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  register: operation<{ input: typeof RegisterRequest; data: typeof LoginAnswer }>()({
    path: '/overseas/register',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  password: operation<{ input: typeof PasswordLoginRequest; data: typeof LoginAnswer }>()({
    path: '/overseas/login/password',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  retrievePassword: operation<{ input: typeof RetrievePasswordRequest; data: typeof NoData }>()({
    path: '/overseas/login/retrievePassword',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  logout: operation<{ input: typeof LogoutRequest; data: typeof NoData }>()({
    path: '/overseas/login/logout',
    mode: 'post',
    access: 'optionalToken',
    islands: false,
  }),
  my: operation<{ input: typeof AccountOverviewRequest; data: typeof AccountOverview }>()({
    path: '/user/overseasUser/my',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  mobileCode: operation<{ input: typeof MobileCodeRequest; data: typeof CodeSent }>()({
    path: '/overseas/login/mobile/getVerificationCode',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  emailCode: operation<{ input: typeof EmailCodeRequest; data: typeof CodeSent }>()({
    path: '/overseas/login/email/getVerificationCode',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  mobileLogin: operation<{ input: typeof MobileLoginRequest; data: typeof LoginAnswer }>()({
    path: '/overseas/login/mobile',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  emailLogin: operation<{ input: typeof EmailLoginRequest; data: typeof LoginAnswer }>()({
    path: '/overseas/login/email',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};
