import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import styles from './account-frame.module.css';

/** The card the login, register and retrieve-password pages share: server markup around the form island. */
export function AccountFrame({ heading, intro, children, footer }: { heading: string; intro: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Container width="sm" className={styles.frame}>
      <div className={cx(surface.card, styles.card)}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={cx(text.secondary, styles.intro)}>{intro}</p>
        {children}
        <div className={styles.footer}>{footer}</div>
      </div>
    </Container>
  );
}
