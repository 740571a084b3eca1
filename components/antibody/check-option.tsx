import { cx } from '@/components/ui/class-names';
import styles from './check-option.module.css';

export interface CheckOptionProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  /** Align the box with the label's first line (long, wrapping category names). */
  alignTop?: boolean;
}

/** A native checkbox drawn as MUI's (the stylesheet draws the box), labelled by its visible text. */
export function CheckOption({ label, checked, disabled, onChange, alignTop = false }: CheckOptionProps) {
  return (
    <label className={cx(styles.option, alignTop && styles.top, disabled && styles.disabled)}>
      <span className={styles.box}>
        <input type="checkbox" className={styles.input} checked={checked} disabled={disabled} onChange={onChange} />
        <span className={styles.glyph} aria-hidden />
      </span>
      <span className={styles.text}>{label}</span>
    </label>
  );
}
