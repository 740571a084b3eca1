import type { ReactNode } from 'react';
import styles from './labelled-field.module.css';

/** A form control with its visible label above it; `id` is the control's, so the label names it. */
export function LabelledField({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
