'use client';
import { useEffect, useRef, useState } from 'react';
import { cx } from '@/components/ui/class-names';
import field from '@/components/ui/field.module.css';
import { LabelledField } from '@/components/ui/labelled-field';
import labelled from '@/components/ui/labelled-field.module.css';
import styles from './coa-search-form.module.css';

interface BatchFieldProps {
  defaultValue: string;
  maxLength: number;
  label: string;
  hint: string;
  /** 'Please enter the batch number' in the page's language (docs/product.md §5). */
  requiredMessage: string;
  /** The server's message for the sent value, if any (required or malformed). */
  serverMessage: string | null;
}

/**
 * The batch number field. Without JavaScript the form is sent and the server answers with the
 * message next to the field; with it, an empty batch is caught at once and the form is not sent.
 */
export function BatchField({ defaultValue, maxLength, label, hint, requiredMessage, serverMessage }: BatchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState(serverMessage);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const check = (event: SubmitEvent) => {
      if (input.current && input.current.value.trim() === '') {
        event.preventDefault();
        setMessage(requiredMessage);
        input.current.focus();
      }
    };
    form.addEventListener('submit', check);
    return () => form.removeEventListener('submit', check);
  }, [requiredMessage]);

  return (
    <LabelledField
      id="coa-batch"
      label={
        <>
          {label} <span aria-hidden="true">*</span>
        </>
      }
    >
      <input
        ref={input}
        id="coa-batch"
        name="batch"
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        aria-required="true"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'coa-batch-error coa-batch-hint' : 'coa-batch-hint'}
        // A message about an empty field goes once the visitor types.
        onInput={(event) => {
          if (message === requiredMessage && event.currentTarget.value.trim() !== '') setMessage(null);
        }}
        className={cx(field.input, labelled.input)}
      />
      <span id="coa-batch-hint" className={styles.hint}>
        {hint}
      </span>
      {message ? (
        <span id="coa-batch-error" role="alert" className={styles.error}>
          {message}
        </span>
      ) : null}
    </LabelledField>
  );
}
