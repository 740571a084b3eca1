/**
 * Customer accounts (docs/product.md §4, §7.1; names from docs/architecture.md §3): verification codes,
 * registration, login by code or password, password retrieval, logout and the account overview.
 * Logins answer data { userId, token, userName, companyName }, which the BFF seals into the session.
 */
import { z } from '@hono/zod-openapi';
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import {
  accountOverview,
  loginWithCode,
  loginWithPassword,
  register,
  retrievePassword,
  sendVerificationCode,
} from './accounts';
import { PASSWORD_FAILURE_WINDOW_SECONDS, PASSWORD_FAILURES_ALLOWED } from './accounts-throttle';
import { requireCustomer, revokeToken } from './customer-tokens';
import { confirmedPassword, confirmPasswordField, passwordField } from './passwords';
import { MAX_CODE_TRIES } from './verification-codes';
import {
  accountField,
  codeField,
  companyNameField,
  currentPasswordField,
  emailField,
  mobileField,
  purposeField,
  userNameField,
} from './accounts-input';
import { AccountOverview, CodeSent, LoginAnswer, LogoutRequest, AccountOverviewRequest } from '../../contract/accounts';

const TAG = 'Accounts';

const LOGIN_ANSWER = 'Answers data { userId, token, userName, companyName }; send the token in the `token` header from then on.';

const CODE_RULES =
  'Answers data { expiresInSeconds: 300, resendInSeconds: 60 }. A 6-digit code is sent (the message is in the `lang` language); it ' +
  `expires after 5 minutes, allows ${MAX_CODE_TRIES} tries and only the newest code of an address counts. At most one code per minute ` +
  'per address and CODES_PER_HOUR per hour, and CODES_PER_CLIENT_PER_HOUR code requests per client whatever the addresses (code 429, the msg says how long to wait). ' +
  'Mobile numbers count as one however they are written (E.164: +86 138 0013 8000, 8613800138000 and 13800138000 are one number). The answer is the same whether or not ' +
  'an account has the address.';

const CODE_CHECK = `A wrong, used, expired or superseded code answers 400 on code; after ${MAX_CODE_TRIES} tries the code is dead.`;

export const accountRoutes = [
  defineRoute({
    mode: 'post',
    path: '/overseas/login/mobile/getVerificationCode',
    data: CodeSent,
    tag: TAG,
    summary: 'Sends a verification code to a mobile number',
    description: `${CODE_RULES} There is no SMS gateway yet: the message is kept in the outbox and the API log.`,
    input: z.object({ mobile: mobileField(), purpose: purposeField() }),
    async handler({ mobile, purpose }, { db, mailer, settings, lang, clientAddress }) {
      return ok(await sendVerificationCode(db, mailer, settings, lang, { channel: 'mobile', address: mobile, purpose }, clientAddress));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/overseas/login/email/getVerificationCode',
    data: CodeSent,
    tag: TAG,
    summary: 'Sends a verification code to an email address',
    description: `${CODE_RULES} Sent by SMTP when SMTP_URL is set; always kept in the outbox.`,
    input: z.object({ email: emailField(), purpose: purposeField() }),
    async handler({ email, purpose }, { db, mailer, settings, lang, clientAddress }) {
      return ok(await sendVerificationCode(db, mailer, settings, lang, { channel: 'email', address: email, purpose }, clientAddress));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/overseas/register',
    data: LoginAnswer,
    tag: TAG,
    summary: 'Registers an account with a code sent for purpose register, and logs in',
    description: `${LOGIN_ANSWER} An address that already has an account: code 409 (only after the code is accepted). ${CODE_CHECK}`,
    input: z
      .object({
        account: accountField(),
        code: codeField(),
        password: passwordField(),
        confirmPassword: confirmPasswordField(),
        userName: userNameField(),
        companyName: companyNameField(),
      })
      .superRefine(confirmedPassword),
    async handler(input, { db }) {
      return ok(await register(db, input));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/overseas/login/mobile',
    data: LoginAnswer,
    tag: TAG,
    summary: 'Logs in with a mobile number and a login code',
    description: `${LOGIN_ANSWER} A number without an account gets one (code login is also sign-up). ${CODE_CHECK}`,
    input: z.object({ mobile: mobileField(), code: codeField() }),
    async handler({ mobile, code }, { db }) {
      return ok(await loginWithCode(db, { channel: 'mobile', address: mobile }, code));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/overseas/login/email',
    data: LoginAnswer,
    tag: TAG,
    summary: 'Logs in with an email address and a login code',
    description: `${LOGIN_ANSWER} An address without an account gets one (code login is also sign-up). ${CODE_CHECK}`,
    input: z.object({ email: emailField(), code: codeField() }),
    async handler({ email, code }, { db }) {
      return ok(await loginWithCode(db, { channel: 'email', address: email }, code));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/overseas/login/password',
    data: LoginAnswer,
    tag: TAG,
    summary: 'Logs in with a mobile number or email address and the password',
    description:
      `${LOGIN_ANSWER} A wrong password or an unknown account: 400 'password: the account or password is incorrect' (the same for both). ` +
      `After ${PASSWORD_FAILURES_ALLOWED} failures of an account, or PASSWORD_FAILURES_PER_CLIENT failures from one client across accounts, ` +
      `within ${PASSWORD_FAILURE_WINDOW_SECONDS / 60} minutes: code 429 until the window ends.`,
    input: z.object({ account: accountField(), password: currentPasswordField() }),
    async handler({ account, password }, { db, settings, clientAddress }) {
      return ok(await loginWithPassword(db, account, password, { address: clientAddress, failuresAllowed: settings.passwordFailuresPerClient }));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/overseas/login/retrievePassword',
    data: z.null(),
    tag: TAG,
    summary: 'Sets a new password with a code sent for purpose retrieve',
    description: `Answers data null. Every earlier login of the account is ended (their tokens answer 401). ${CODE_CHECK}`,
    input: z
      .object({ account: accountField(), code: codeField(), password: passwordField(), confirmPassword: confirmPasswordField() })
      .superRefine(confirmedPassword),
    async handler({ account, code, password }, { db }) {
      await retrievePassword(db, account, code, password);
      return ok(null);
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/overseas/login/logout',
    data: z.null(),
    tag: TAG,
    summary: 'Ends the login of the `token` header',
    description: 'Answers data null, with or without a token: logging out twice is not an error.',
    input: LogoutRequest,
    async handler(_input, { db, token }) {
      if (token) await revokeToken(db, token);
      return ok(null);
    },
  }),
  defineRoute({
    mode: 'get',
    path: '/user/overseasUser/my',
    data: AccountOverview,
    tag: TAG,
    summary: 'The logged-in customer: name, masked contact details and counts',
    description:
      'Answers data { userId, userName, companyName, mobile (masked, e.g. 138****8000) | null, email (masked, e.g. j***@example.com) | null, ' +
      'createdAt, counts: { favourites, footprints, cartLines, inquiries } }. Needs the token: 401 without a valid one, 402 when it has expired.',
    input: AccountOverviewRequest,
    async handler({ userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      return ok(await accountOverview(db, customer));
    },
  }),
];
