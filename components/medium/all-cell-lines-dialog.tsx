'use client';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { CloseIcon } from '@/components/ui/icons';
import styles from './all-cell-lines-dialog.module.css';

/**
 * Every cell line in a dialog, 14 per column (docs/product.md §2.4 item 4). A native modal <dialog>:
 * the browser keeps focus inside, closes it on Escape and hands focus back to the button. The
 * list is server markup (`children`); choosing a line closes the dialog as the page changes.
 */
export function AllCellLinesDialog({ children }: { children: ReactNode }) {
  const t = useTranslations('medium');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const close = () => dialogRef.current?.close();
  // A click on the backdrop lands on the dialog itself; one on a link is a navigation.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget || (event.target instanceof Element && event.target.closest('a'))) close();
  };

  return (
    <>
      <button type="button" className={cx(button.base, button.outlined, button.small)} aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
        {t('allCellLines')}
      </button>
      <dialog ref={dialogRef} aria-labelledby={titleId} className={styles.dialog} onClick={onClick}>
        <div className={styles.paper}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {t('allCellLines')}
            </h2>
            <button type="button" className={button.icon} aria-label={t('close')} onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.content}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
