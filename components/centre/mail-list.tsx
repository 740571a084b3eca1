'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useNotice } from '@/components/common/notices';
import { useQuietFailureText } from '@/components/common/use-failure-text';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { CloseIcon } from '@/components/ui/icons';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { deleteMessage, markAllMessagesRead, markMessageCentreSeen, markMessageRead } from '@/lib/api/islands/centre';
import { Link, useRouter } from '@/lib/i18n/navigation';
import styles from './centre.module.css';

const ConfirmDeleteIsland = dynamic(() => import('./confirm-delete-dialog').then((module) => module.ConfirmDeleteIsland), { ssr: false });

export interface MailItem {
  id: number;
  kindLabel: string;
  subject: string;
  body: string;
  link: string | null;
  hasRead: boolean;
  /** yyyy-mm-dd, formatted by the server section. */
  day: string;
}

/**
 * The message centre's list (docs/product.md §10.1): opening a message shows its body and marks it
 * read, 'mark all as read', and deleting after a confirmation. Each change renders the page again,
 * so the header's unread count and the pages follow. A plain island; the dialog loads on first use.
 */
export function MailList({ messages, unread, empty }: { messages: MailItem[]; unread: number; empty: ReactNode }) {
  const t = useTranslations('mail');
  const locale = usePageLocale();
  const router = useRouter();
  const notify = useNotice();
  const failureText = useQuietFailureText();
  const [openId, setOpenId] = useState<number | null>(null);
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<MailItem | null>(null);
  const [busy, setBusy] = useState(false);

  // Opening the centre is "seeing" it (selectSeePC / updateSee); the read marks stay as they are.
  useEffect(() => {
    markMessageCentreSeen(locale).catch(() => undefined);
  }, [locale]);

  const run = async (action: () => Promise<void>, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      if (success) notify({ severity: 'success', message: success });
      router.refresh();
      return true;
    } catch (error) {
      const message = failureText(error);
      if (message) notify({ severity: 'error', message });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = (item: MailItem) => {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening && !item.hasRead && !readHere.has(item.id)) {
      setReadHere((before) => new Set(before).add(item.id));
      void run(() => markMessageRead(item.id, locale));
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    const id = confirming.id;
    if (await run(() => deleteMessage(id, locale), t('deleted'))) setRemoved((before) => new Set(before).add(id));
    setConfirming(null);
  };

  const shown = messages.filter((item) => !removed.has(item.id));
  if (!shown.length) return empty;
  // Reads not yet in the props (the page is still rendering again) come off the server's count.
  const unreadLeft = unread - messages.filter((item) => !item.hasRead && readHere.has(item.id)).length;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={cx(text.body2, text.secondary)} data-testid="mail-unread">
          {t('unreadTotal', { count: Math.max(0, unreadLeft) })}
        </p>
        <button
          type="button"
          className={cx(button.base, button.outlined, button.small)}
          disabled={busy || unreadLeft <= 0}
          onClick={() => void run(() => markAllMessagesRead(locale), t('allRead'))}
        >
          {t('markAllRead')}
        </button>
      </div>
      <ul className={styles.messages} aria-label={t('title')}>
        {shown.map((item) => {
          const isRead = item.hasRead || readHere.has(item.id);
          const isOpen = openId === item.id;
          const bodyId = `message-${item.id}`;
          return (
            <li key={item.id} data-message-id={item.id} className={cx(surface.card, styles.message, isRead ? styles.read : styles.unread)}>
              <div className={styles.messageHead}>
                <span className={styles.dot} aria-hidden />
                <button type="button" className={styles.messageOpen} aria-expanded={isOpen} aria-controls={bodyId} onClick={() => open(item)}>
                  <span className={styles.subject}>
                    {isRead ? null : <span className={text.visuallyHidden}>{t('unreadMark')}: </span>}
                    {item.subject}
                  </span>
                  <span className={cx(text.caption, text.secondary)}>
                    {item.kindLabel} · {item.day}
                  </span>
                </button>
                <button
                  type="button"
                  className={button.icon}
                  aria-label={t('deleteMessage', { subject: item.subject })}
                  disabled={busy}
                  onClick={() => setConfirming(item)}
                >
                  <CloseIcon size="small" />
                </button>
              </div>
              <div id={bodyId} hidden={!isOpen} className={styles.messageBody}>
                <p>{item.body}</p>
                {item.link ? (
                  <Link href={item.link} className={text.body2}>
                    {t('openLink')}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {confirming ? (
        <ConfirmDeleteIsland open subject={confirming.subject} busy={busy} onConfirm={() => void confirmDelete()} onClose={() => setConfirming(null)} />
      ) : null}
    </>
  );
}
