import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { CentreHeader } from './centre-header';
import { CentreMenu } from './centre-menu';
import type { CentreSection } from './centre-sections';
import styles from './centre-frame.module.css';

/** The frame every personal-centre page shares: its header, the side menu and the page heading. Server markup. */
export function CentreFrame({ section, heading, children }: { section: CentreSection; heading: string; children: ReactNode }) {
  return (
    <Container page>
      <CentreHeader />
      <div className={styles.columns}>
        <CentreMenu current={section} />
        <div className={styles.body}>
          <h1 className={styles.heading}>{heading}</h1>
          {children}
        </div>
      </div>
    </Container>
  );
}
