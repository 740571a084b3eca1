'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CredentialProblem } from '@/lib/account/credentials';

/**
 * The per-field messages of an account form: set from the checks of lib/account/credentials,
 * read back translated, and cleared field by field as the visitor corrects them.
 */
export function useFieldProblems<F extends string>() {
  const t = useTranslations('account.errors');
  const [problems, setProblems] = useState<Partial<Record<F, CredentialProblem>>>({});
  const messageOf = useCallback(
    (field: F) => {
      const problem: CredentialProblem | undefined = problems[field];
      return problem ? t(problem) : undefined;
    },
    [problems, t],
  );
  const clear = useCallback((field: F) => setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);
  const setOne = useCallback((field: F, problem: CredentialProblem | null) => setProblems((current) => ({ ...current, [field]: problem ?? undefined })), []);
  return { problems, setProblems, setOne, clear, messageOf };
}
