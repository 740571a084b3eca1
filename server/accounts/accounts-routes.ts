/**
 * Customer accounts (docs/product.md §4, §7.1; names from docs/architecture.md §3): verification codes,
 * registration, login by code or password, password retrieval, logout and the account overview.
 * Logins answer data { userId, token, userName, companyName }, which the BFF seals into the session.
 */
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { accountOverview, loginWithCode, loginWithPassword, register, retrievePassword, sendVerificationCode } from './accounts';
import { PASSWORD_FAILURE_WINDOW_SECONDS, PASSWORD_FAILURES_ALLOWED } from './accounts-throttle';
import { revokeToken } from './customer-tokens';
import { defineCustomerRoute } from './customer-route';
import { MAX_CODE_TRIES } from './verification-codes';
import * as contract from '../../contract/accounts';
import { NoData } from '../../contract/envelope';
import { accountsApi } from '../../contract/operations/accounts';

const TAG = 'Accounts';

const LOGIN_ANSWER = 'Answers data { userId, token, userName, companyName }; send the token in the `token` header from then on.';

const CODE_RULES =
  'Answers data { expiresInSeconds: 300, resendInSeconds: 60 }. A 6-digit code is sent (the message is in the `lang` language); it ' +
  `expires after 5 minutes, allows ${MAX_CODE_TRIES} tries and only the newest code of an address counts. At most one code per minute ` +
  'per address and CODES_PER_HOUR per hour, and CODES_PER_CLIENT_PER_HOUR code requests per client whatever the addresses (code 429, the msg says how long to wait). ' +
  'Mobile numbers count as one however they are written (E.164: +86 138 0013 8000, 8613800138000 and 13800138000 are one number). The answer is the same whether or not ' +
  'an account has the address.';

const CODE_CHECK = `A wrong, used, expired or superseded code answers 400 on code; after ${MAX_CODE_TRIES} tries the code is dead.`;

/** How the code and login routes of each kind of address differ. */
const CHANNELS = {
  mobile: {
    what: 'a mobile number',
    newAccount: 'A number',
    delivery: 'There is no SMS gateway yet: the message is kept in the outbox and the API log.',
    codeRequest: contract.MobileCodeRequest,
    loginRequest: contract.MobileLoginRequest,
    sendCode: accountsApi.mobileCode,
    login: accountsApi.mobileLogin,
  },
  email: {
    what: 'an email address',
    newAccount: 'An address',
    delivery: 'Sent by SMTP when SMTP_URL is set; always kept in the outbox.',
    codeRequest: contract.EmailCodeRequest,
    loginRequest: contract.EmailLoginRequest,
    sendCode: accountsApi.emailCode,
    login: accountsApi.emailLogin,
  },
} as const;

/** The address a mobile or an email request carries. */
const addressOf = (input: { mobile: string } | { email: string }) => ('mobile' in input ? input.mobile : input.email);

function sendCodeRoute(channel: contract.CodeChannel) {
  const { what, delivery, codeRequest, sendCode } = CHANNELS[channel];
  return defineRoute({
    operation: sendCode,
    data: contract.CodeSent,
    tag: TAG,
    summary: `Sends a verification code to ${what}`,
    description: `${CODE_RULES} ${delivery}`,
    input: codeRequest,
    async handler(input, { db, mailer, settings, lang, clientAddress }) {
      return ok(await sendVerificationCode(db, mailer, settings, lang, { channel, address: addressOf(input), purpose: input.purpose }, clientAddress));
    },
  });
}

function codeLoginRoute(channel: contract.CodeChannel) {
  const { what, newAccount, loginRequest, login } = CHANNELS[channel];
  return defineRoute({
    operation: login,
    data: contract.LoginAnswer,
    tag: TAG,
    summary: `Logs in with ${what} and a login code`,
    description: `${LOGIN_ANSWER} ${newAccount} without an account gets one (code login is also sign-up). ${CODE_CHECK}`,
    input: loginRequest,
    async handler(input, { db }) {
      return ok(await loginWithCode(db, { channel, address: addressOf(input) }, input.code));
    },
  });
}

export const accountRoutes = [
  defineRoute({
    operation: accountsApi.codeDelivery,
    data: contract.CodeDelivery,
    tag: TAG,
    summary: 'Whether verification codes are sent by email and by SMS',
    description:
      'Answers data { email, mobile }: true when that channel sends codes out (email with SMTP_URL set; there is no SMS gateway yet). ' +
      'false: the code is only kept in the outbox and written to the API log, which the login and register pages say.',
    input: contract.CodeDeliveryRequest,
    async handler(_input, { settings }) {
      return ok(settings.codeDelivery);
    },
  }),
  sendCodeRoute('mobile'),
  sendCodeRoute('email'),
  defineRoute({
    operation: accountsApi.register,
    data: contract.LoginAnswer,
    tag: TAG,
    summary: 'Registers an account with a code sent for purpose register, and logs in',
    description: `${LOGIN_ANSWER} An address that already has an account: code 409 (only after the code is accepted). ${CODE_CHECK}`,
    input: contract.RegisterRequest,
    async handler(input, { db }) {
      return ok(await register(db, input));
    },
  }),
  codeLoginRoute('mobile'),
  codeLoginRoute('email'),
  defineRoute({
    operation: accountsApi.password,
    data: contract.LoginAnswer,
    tag: TAG,
    summary: 'Logs in with a mobile number or email address and the password',
    description:
      `${LOGIN_ANSWER} A wrong password or an unknown account: 400 'password: the account or password is incorrect' (the same for both). ` +
      `After ${PASSWORD_FAILURES_ALLOWED} failures of an account, or PASSWORD_FAILURES_PER_CLIENT failures from one client across accounts, ` +
      `within ${PASSWORD_FAILURE_WINDOW_SECONDS / 60} minutes: code 429 until the window ends.`,
    input: contract.PasswordLoginRequest,
    async handler({ account, password }, { db, settings, clientAddress }) {
      return ok(await loginWithPassword(db, account, password, { address: clientAddress, failuresAllowed: settings.passwordFailuresPerClient }));
    },
  }),
  defineRoute({
    operation: accountsApi.retrievePassword,
    data: NoData,
    tag: TAG,
    summary: 'Sets a new password with a code sent for purpose retrieve',
    description: `Answers data null. Every earlier login of the account is ended (their tokens answer 401). ${CODE_CHECK}`,
    input: contract.RetrievePasswordRequest,
    async handler({ account, code, password }, { db }) {
      await retrievePassword(db, account, code, password);
      return ok(null);
    },
  }),
  defineRoute({
    operation: accountsApi.logout,
    data: NoData,
    tag: TAG,
    summary: 'Ends the login of the `token` header',
    description: 'Answers data null, with or without a token: logging out twice is not an error.',
    input: contract.LogoutRequest,
    async handler(_input, { db, token }) {
      if (token) await revokeToken(db, token);
      return ok(null);
    },
  }),
  defineCustomerRoute({
    operation: accountsApi.my,
    data: contract.AccountOverview,
    tag: TAG,
    summary: 'The logged-in customer: name, masked contact details and counts',
    description:
      'Answers data { userId, userName, companyName, mobile (masked, e.g. 138****8000) | null, email (masked, e.g. j***@example.com) | null, ' +
      'createdAt, counts: { favourites, footprints, cartLines, inquiries } }. Needs the token: 401 without a valid one, 402 when it has expired.',
    input: contract.AccountOverviewRequest,
    handler: async (_input, { db, customer }) => ok(await accountOverview(db, customer)),
  }),
];
