'use client';
import { useId, useState } from 'react';
import { checkAccount, checkCode, checkConfirmPassword, checkNewPassword, problemsOf, type Channel, type CredentialProblem } from '@/lib/account/credentials';
import { useCodeSender, type CodePurpose } from './use-code-sender';
import { useFieldProblems } from './use-field-problems';

/**
 * The state of the forms that prove an address with a code and set a new password (registering,
 * retrieving a password), for NewPasswordFormFields: channel, values, per-field problems and
 * 'Get code'. `extra` holds the form's own fields and their starting values; a failure to send
 * a code goes to `setAlert`.
 */
export function useNewPasswordForm<Extra extends string = never>(
  purpose: CodePurpose,
  extra: Record<Extra, string>,
  setAlert: (text: string | null) => void,
  failureText: (failure: unknown) => string,
) {
  type Field = 'address' | 'code' | 'password' | 'confirmPassword' | Extra;
  const [channel, setChannel] = useState<Channel>('mobile');
  const sender = useCodeSender(channel, purpose);
  const fields = useFieldProblems<Field>();
  const [values, setValues] = useState<Record<Field, string>>(
    () => ({ address: '', code: '', password: '', confirmPassword: '', ...extra }) as Record<Field, string>,
  );
  const id = useId();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };

  /** The address and code belong to one channel: switching clears them. */
  const switchChannel = (next: Channel) => {
    setChannel(next);
    setValues((current) => ({ ...current, address: '', code: '' }));
    fields.clear('address');
  };

  const requestCode = async () => {
    const problem = checkAccount(values.address, channel);
    fields.setOne('address', problem);
    if (problem) return;
    setAlert(null);
    const outcome = await sender.send(values.address.trim());
    if (!outcome.ok) setAlert(failureText(outcome.failure));
  };

  /** Checks the shared fields and the form's own (`more`); shows the problems and answers whether there were none. */
  const check = (more: Record<Extra, CredentialProblem | null>): boolean => {
    const found = problemsOf<Field>({
      address: checkAccount(values.address, channel),
      code: checkCode(values.code),
      password: checkNewPassword(values.password),
      confirmPassword: checkConfirmPassword(values.password, values.confirmPassword),
      ...more,
    } as Record<Field, CredentialProblem | null>);
    fields.setProblems(found);
    return Object.keys(found).length === 0;
  };

  return { id, channel, switchChannel, sender, values, change, messageOf: fields.messageOf, requestCode, check };
}
