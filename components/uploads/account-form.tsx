'use client';
/**
 * Account information (docs/product.md §14): nickname (at least 2 characters), company and an
 * avatar, a JPG of at most 2 MB, refused here before upload and again by the server.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import button from '@/components/ui/button.module.css';
import field from '@/components/ui/field.module.css';
import text from '@/components/ui/text.module.css';
import { NICKNAME_MIN_CHARS } from '@/contract/feedback-rules';
import { updateProfile } from '@/lib/api/islands/feedback';
import type { UploadedFileView } from '@/lib/uploads/uploader';
import { UploaderPanel } from './uploader-panel';
import { useUploads } from './use-uploads';
import styles from './forms.module.css';
import { refreshCustomer } from '@/components/account/use-customer';
import { useFailureText } from '@/components/common/use-failure-text';

interface Props {
  nickname: string;
  companyName: string;
  avatarId: string | null;
}

const avatarSrc = (id: string) => `/api/file/avatar/${encodeURIComponent(id)}`;

export function AccountForm(initial: Props) {
  const t = useTranslations('uploads');
  const failureText = useFailureText();
  const locale = useLocale() === 'zh' ? 'zh' : 'en';
  const router = useRouter();
  const [nickname, setNickname] = useState(initial.nickname);
  const [companyName, setCompanyName] = useState(initial.companyName);
  const [avatarId, setAvatarId] = useState(initial.avatarId);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A new avatar is kept at once with the names as last saved: it is public only once it is someone's avatar.
  const onUploaded = useCallback(
    async (file: UploadedFileView) => {
      try {
        const saved = await updateProfile({ nickname: initial.nickname, companyName: initial.companyName, avatarId: file.id }, locale);
        setAvatarId(saved.avatarId);
        router.refresh();
      } catch (error) {
        setProblem(failureText(error));
      }
    },
    [failureText, initial.companyName, initial.nickname, locale, router],
  );
  const uploads = useUploads('avatar', onUploaded);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (nickname.trim().length < NICKNAME_MIN_CHARS) {
      setProblem(t('nicknameTooShort'));
      return;
    }
    setProblem(null);
    try {
      await updateProfile({ nickname: nickname.trim(), companyName: companyName.trim() }, locale);
      setNotice(t('saved'));
      // The BFF has put the new names in the session; the header's account menu reads them again.
      void refreshCustomer();
      router.refresh();
    } catch (error) {
      setProblem(failureText(error));
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.avatarRow}>
        {avatarId ? (
          <img className={styles.avatar} src={avatarSrc(avatarId)} alt={t('avatar')} width={80} height={80} />
        ) : (
          <span className={styles.avatar} aria-hidden />
        )}
        <label className={styles.row}>
          <span>{t('chooseAvatar')}</span>
          <input
            type="file"
            accept=".jpg,.jpeg,image/jpeg"
            data-testid="avatar-input"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void uploads.add(files);
            }}
          />
          <span className={cx(text.caption, text.secondary)}>{t('avatarHint')}</span>
        </label>
      </div>
      <UploaderPanel entries={uploads.entries} onClose={uploads.clear} />
      <label className={styles.row}>
        <span>{t('nickname')}</span>
        <input
          className={field.input}
          value={nickname}
          maxLength={40}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setNickname(event.target.value)}
        />
      </label>
      <label className={styles.row}>
        <span>{t('company')}</span>
        <input className={field.input} value={companyName} maxLength={100} onChange={(event) => setCompanyName(event.target.value)} />
      </label>
      {problem ? (
        <p className={cx(text.body2, text.error)} role="alert">
          {problem}
        </p>
      ) : null}
      <div>
        <button type="submit" className={cx(button.base, button.contained)}>
          {t('save')}
        </button>
      </div>
      {notice ? (
        <p className={text.body2} role="status">
          {notice}
        </p>
      ) : null}
    </form>
  );
}
