'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useFailureText } from './use-failure-text';

export interface FormAlert {
  severity: 'success' | 'error';
  text: string;
}

export interface SendOutcome<E> {
  /** What the form says once the answer is code 0. */
  success: string;
  /** What follows a code-0 answer: clearing the fields, refreshing the page. */
  then?: () => void;
  /** The form's own sentence for a refusal it knows (a field to mark), or null for the general one. */
  refusal?: (envelope: E) => string | null;
}

/**
 * One form's sending (the centre's account, contact and invoice forms): busy while its request is
 * out, then a success or failure alert in the visitor's language (lib/api/failure-text.ts).
 */
export function useFormSending() {
  const failureText = useFailureText();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [busy, setBusy] = useState(false);

  async function send<E extends { code: number; msg: string }>(request: () => Promise<E>, outcome: SendOutcome<E>): Promise<void> {
    setBusy(true);
    setAlert(null);
    try {
      const envelope = await request();
      if (envelope.code === 0) {
        setAlert({ severity: 'success', text: outcome.success });
        outcome.then?.();
      } else {
        setAlert({ severity: 'error', text: outcome.refusal?.(envelope) ?? failureText(envelope) });
      }
    } catch (error) {
      setAlert({ severity: 'error', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return {
    alert,
    busy,
    send,
    /** Shows a failure met outside `send` (a code request). */
    fail: (failure: unknown) => setAlert({ severity: 'error', text: failureText(failure) }),
    clear: () => setAlert(null),
  };
}

/** The form's alert: a failure is announced at once (role alert), a success politely (role status). */
export function FormAlertMessage({ alert }: { alert: FormAlert | null }) {
  if (!alert) return null;
  return (
    <Alert severity={alert.severity} role={alert.severity === 'error' ? 'alert' : 'status'}>
      {alert.text}
    </Alert>
  );
}
