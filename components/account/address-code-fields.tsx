'use client';
import { useTranslations } from 'next-intl';
import type { Channel } from '@/lib/account/credentials';
import { AddressField } from './address-field';
import { ChannelSwitch } from './channel-switch';
import { CodeField } from './code-field';
import { PasswordField } from './password-field';
import type { CodeSender } from './use-code-sender';

type Change = (value: string) => void;
type MessageOf = (field: 'address' | 'code' | 'password' | 'confirmPassword') => string | undefined;

interface AddressCodeProps {
  id: string;
  channel: Channel;
  /** Called after the switch; the form clears the address and code it held for the other channel. */
  onChannelChange(next: Channel): void;
  address: string;
  code: string;
  onAddressChange: Change;
  onCodeChange: Change;
  messageOf: MessageOf;
  sender: CodeSender;
  onRequestCode(): void;
}

/** Mobile number or email, and the code sent to it: how registering and retrieving a password prove the address. */
export function AddressCodeFields({ id, channel, onChannelChange, address, code, onAddressChange, onCodeChange, messageOf, sender, onRequestCode }: AddressCodeProps) {
  return (
    <>
      <ChannelSwitch value={channel} onChange={onChannelChange} />
      <AddressField id={`${id}-address`} name={channel} kind={channel} value={address} onChange={onAddressChange} error={messageOf('address')} />
      <CodeField id={`${id}-code`} value={code} onChange={onCodeChange} error={messageOf('code')} sender={sender} onRequestCode={onRequestCode} />
    </>
  );
}

interface NewPasswordProps {
  id: string;
  /** The first field's label: 'Password' when registering, 'New password' when retrieving. */
  label: string;
  password: string;
  confirmPassword: string;
  onPasswordChange: Change;
  onConfirmPasswordChange: Change;
  messageOf: MessageOf;
}

/** A new password and its confirmation. */
export function NewPasswordFields({ id, label, password, confirmPassword, onPasswordChange, onConfirmPasswordChange, messageOf }: NewPasswordProps) {
  const t = useTranslations('account');
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        name="new-password"
        label={label}
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        error={messageOf('password')}
        hint={t('passwordHint')}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirm-password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
        error={messageOf('confirmPassword')}
      />
    </>
  );
}
