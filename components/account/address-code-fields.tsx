'use client';
import { useTranslations } from 'next-intl';
import type { Channel } from '@/lib/account/credentials';
import { AddressField } from './address-field';
import { ChannelSwitch } from './channel-switch';
import { CodeField } from './code-field';
import { PasswordField } from './password-field';
import type { CodeSender } from './use-code-sender';

type ProvenField = 'address' | 'code' | 'password' | 'confirmPassword';

/** What the fields need of useNewPasswordForm's state. */
interface NewPasswordFormState {
  id: string;
  channel: Channel;
  /** Called on the switch; the form clears the address and code it held for the other channel. */
  switchChannel(next: Channel): void;
  sender: CodeSender;
  values: Record<ProvenField, string>;
  change(field: ProvenField): (value: string) => void;
  messageOf(field: ProvenField): string | undefined;
  requestCode(): Promise<void>;
}

/**
 * Mobile number or email and the code sent to it (how registering and retrieving a password prove
 * the address), then a new password and its confirmation; `passwordLabel` is 'Password' when
 * registering, 'New password' when retrieving.
 */
export function NewPasswordFormFields({ form, passwordLabel }: { form: NewPasswordFormState; passwordLabel: string }) {
  const t = useTranslations('account');
  const { id, channel, values, change, messageOf } = form;
  return (
    <>
      <ChannelSwitch value={channel} onChange={form.switchChannel} />
      <AddressField id={`${id}-address`} name={channel} kind={channel} value={values.address} onChange={change('address')} error={messageOf('address')} />
      <CodeField
        id={`${id}-code`}
        value={values.code}
        onChange={change('code')}
        error={messageOf('code')}
        sender={form.sender}
        onRequestCode={() => void form.requestCode()}
      />
      <PasswordField
        id={`${id}-password`}
        name="new-password"
        label={passwordLabel}
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={messageOf('password')}
        hint={t('passwordHint')}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirm-password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={messageOf('confirmPassword')}
      />
    </>
  );
}
