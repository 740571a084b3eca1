/** Account security and the customer level (docs/product.md §10.3, §10.4): names of our own under /user/overseasUser. Every route needs the token. */
import { ok } from '../http/envelope';
import { defineCustomerRoute } from './customer-route';
import { changeContact, changePassword, sendSecurityCode } from './security';
import { customerLevel } from '../wallet/level';
import * as contract from '../../contract/centre';
import { securityApi } from '../../contract/operations/accounts';

const TAG = 'Account security';
const CHANGE_CODE = 'The code comes from /overseas/login/{mobile|email}/getVerificationCode with purpose change, sent to the new address.';

export const securityRoutes = [
  defineCustomerRoute({
    operation: securityApi.sendSecurityCode,
    data: contract.SecurityCodeSent,
    tag: TAG,
    summary: "Sends a password-change code to the account's own mobile or email",
    description: 'Answers data { expiresInSeconds, resendInSeconds, sentTo (masked) }. The same limits as login codes (429).',
    input: contract.SecurityCodeRequest,
    async handler({ channel }, { db, mailer, settings, lang, customer, clientAddress }) {
      return ok(await sendSecurityCode(db, mailer, settings, lang, customer.userId, channel, clientAddress));
    },
  }),
  defineCustomerRoute({
    operation: securityApi.updatePassword,
    data: contract.PasswordChanged,
    tag: TAG,
    summary: 'Changes the password (after the current password or a security code)',
    description:
      'Answers data { otherSessionsEnded }: the logins of other devices end; this one stays. The passwords must match and not be empty ' +
      '(confirmPassword: the passwords do not match).',
    input: contract.ChangePasswordRequest,
    async handler({ oldPassword, code, channel, password }, { db, customer, token }) {
      return ok(await changePassword(db, customer.userId, token ?? '', { oldPassword, code, channel, password }));
    },
  }),
  defineCustomerRoute({
    operation: securityApi.updateMobile,
    data: contract.ContactChanged,
    tag: TAG,
    summary: 'Changes the mobile number',
    description: `Answers the masked contacts afterwards. ${CHANGE_CODE} A number of another account: 409.`,
    input: contract.ChangeMobileRequest,
    handler: async ({ mobile, code }, { db, customer }) => ok(await changeContact(db, customer.userId, 'mobile', mobile, code)),
  }),
  defineCustomerRoute({
    operation: securityApi.updateEmail,
    data: contract.ContactChanged,
    tag: TAG,
    summary: 'Changes the email address',
    description: `Answers the masked contacts afterwards. ${CHANGE_CODE} An address of another account: 409.`,
    input: contract.ChangeEmailRequest,
    handler: async ({ email, code }, { db, customer }) => ok(await changeContact(db, customer.userId, 'email', email, code)),
  }),
  defineCustomerRoute({
    operation: securityApi.level,
    data: contract.CustomerLevel,
    tag: 'Customer level',
    summary: "The customer's level from completed spending, and the way to the next",
    description:
      'Answers data { level (standard | silver | gold | platinum), spent (CNY), discount (%), next { level, threshold, remaining } | null, progress (0–100) }.',
    input: contract.CustomerLevelRequest,
    handler: async (_input, { db, customer }) => ok(await customerLevel(db, customer.userId)),
  }),
];
