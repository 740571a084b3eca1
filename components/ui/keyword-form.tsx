'use client';
import { useId, useState, type FormEvent } from 'react';
import { cleanKeyword } from '@/lib/catalogue/query-segment';
import button from './button.module.css';
import { cx } from './class-names';
import field from './field.module.css';
import styles from './keyword-form.module.css';
import text from './text.module.css';

interface KeywordFormProps {
  /** The keyword in the URL now: the field starts from it, and submitting it again does nothing. */
  keyword: string;
  maxLength: number;
  /** The field's accessible name, also shown as its placeholder. */
  label: string;
  submitLabel: string;
  /** Called with the trimmed keyword when it differs from `keyword`. */
  onSearch(keyword: string): void;
  /** While the page for the last keyword is on its way: the form is busy, the button disabled. */
  pending?: boolean;
  small?: boolean;
  className?: string;
}

/** A plain search form: a text field that grows and its submit button; Enter submits (docs/product.md §5). */
export function KeywordForm({ keyword, maxLength, label, submitLabel, onSearch, pending, small, className }: KeywordFormProps) {
  const [value, setValue] = useState(keyword);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = cleanKeyword(value, maxLength);
    setValue(next);
    if (next !== keyword) onSearch(next);
  };

  return (
    <form role="search" onSubmit={submit} aria-busy={pending} className={cx(styles.form, className)}>
      {/* The label reads as the empty field's placeholder, as MUI's outlined field shows it. */}
      <label htmlFor={inputId} className={text.visuallyHidden}>
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={label}
        maxLength={maxLength}
        enterKeyHint="search"
        className={cx(field.input, styles.input)}
      />
      <button type="submit" disabled={pending} className={cx(button.base, button.contained, small && button.small, styles.submit)}>
        {submitLabel}
      </button>
    </form>
  );
}
