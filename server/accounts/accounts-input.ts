/** Input fields of the account routes: addresses normalised as they are parsed, so handlers see digits or lower case. */
import { z } from '@hono/zod-openapi';
import type { AccountAddress } from './accounts';
import { ADDRESS_PROBLEM, CODE_PURPOSES, normaliseEmail, normaliseMobile } from './verification-codes';
import { ACCOUNT_LIMITS } from '../../contract/rules';

export { codeField, companyNameField, currentPasswordField, userNameField } from '../../contract/accounts';

const MAX_ADDRESS_LENGTH = ACCOUNT_LIMITS.addressMax;

/** Text, or a JSON number for a mobile number sent as one. */
const addressText = (problem: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: problem }).max(MAX_ADDRESS_LENGTH, { error: `must be at most ${MAX_ADDRESS_LENGTH} characters` }),
  );

/** A mobile number → its digits (6–15, a leading + allowed). */
export const mobileField = () =>
  addressText(ADDRESS_PROBLEM.mobile)
    .transform((value, ctx) => {
      const mobile = normaliseMobile(value);
      if (!mobile) ctx.addIssue({ code: 'custom', message: ADDRESS_PROBLEM.mobile });
      return mobile ?? '';
    })
    .openapi({ description: 'Mobile number with the country calling code; spaces, dashes and a leading + are ignored', example: '+86 138 0013 8000' });

/** An email address → trimmed and lower-cased. */
export const emailField = () =>
  addressText(ADDRESS_PROBLEM.email)
    .transform((value, ctx) => {
      const email = normaliseEmail(value);
      if (!email) ctx.addIssue({ code: 'custom', message: ADDRESS_PROBLEM.email });
      return email ?? '';
    })
    .openapi({ description: 'Email address (case does not matter)', example: 'jane@example.com' });

const ACCOUNT_PROBLEM = 'must be a mobile number or an email address';

/** Either kind of address: one with an @ is an email address, anything else a mobile number. */
export const accountField = () =>
  addressText(ACCOUNT_PROBLEM)
    .transform((value, ctx): AccountAddress => {
      const isEmail = value.includes('@');
      const address = isEmail ? normaliseEmail(value) : normaliseMobile(value);
      if (!address) ctx.addIssue({ code: 'custom', message: ACCOUNT_PROBLEM });
      return { channel: isEmail ? 'email' : 'mobile', address: address ?? '' };
    })
    .openapi({ description: 'The mobile number or email address of the account', example: 'jane@example.com' });

export const purposeField = () =>
  z
    .enum(CODE_PURPOSES, { error: `must be one of ${CODE_PURPOSES.join(', ')}` })
    .default('login')
    .openapi({ description: 'What the code is for; a code only works for its own purpose', example: 'login' });
