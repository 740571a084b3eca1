'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { askCustomer } from '@/components/account/use-customer';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useFailureText } from '@/components/common/use-failure-text';
import { settleInquiryList } from '@/components/inquiry-list/inquiry-list-keys';
import { LocaleLink } from '@/components/ui/locale-link';
import { MuiProvider } from '@/components/ui/mui-provider';
import textStyles from '@/components/ui/text.module.css';
import { quickOrder, type QuickOrderResult } from '@/lib/api/islands/reorder';
import { parseQuickOrder, QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_ROWS, type QuickOrderFormat } from '@/contract/quick-order-lines';
import { QuickOrderResults } from './quick-order-results';
import styles from './reorder.module.css';

const MAX_KB = QUICK_ORDER_MAX_CHARS / 1024;

/**
 * The quick order (docs/product.md §11.6): pasted Cat. Nos. or a CSV file into the inquiry list,
 * answered row by row. The whole-list problems (nothing to order, too many rows, a CSV without
 * its header, too large a file) are told before sending, by the rules the API applies. A list
 * keeps its Idempotency-Key until it is answered, so a resend after a lost answer adds nothing
 * twice, while sending it again afterwards adds it again. An MUI island.
 */
export function QuickOrderForm() {
  return (
    <MuiProvider>
      <QuickOrderControl />
    </MuiProvider>
  );
}

function QuickOrderControl() {
  const t = useTranslations('reorder');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<QuickOrderResult | null>(null);
  const keys = useRef(new Map<string, string>());

  const send = async (format: QuickOrderFormat, body: string) => {
    setProblem('');
    const parsed = parseQuickOrder(format, body);
    if (!parsed.ok) {
      setProblem(
        parsed.problem === 'tooManyRows' ? t('problem.tooManyRows', { max: QUICK_ORDER_MAX_ROWS, rows: parsed.rows }) : t(`problem.${parsed.problem}`),
      );
      return;
    }
    const request = `${format}\n${body}`;
    const key = keys.current.get(request) ?? crypto.randomUUID();
    keys.current.set(request, key);
    setBusy(true);
    try {
      const answer = await quickOrder(format, body, key, locale);
      keys.current.delete(request);
      const customer = await askCustomer();
      if (customer) settleInquiryList(mutate, customer.userId, answer, true);
      setResult(answer);
    } catch (error) {
      setProblem(t('failed', { reason: failureText(error) }));
    } finally {
      setBusy(false);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    if (file.size > QUICK_ORDER_MAX_CHARS) {
      setProblem(t('csvTooLarge', { size: MAX_KB }));
      return;
    }
    let body: string;
    try {
      body = await file.text();
    } catch {
      setProblem(t('csvUnreadable'));
      return;
    }
    await send('csv', body);
  };

  return (
    <Stack spacing={2}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send('lines', text);
        }}
      >
        <TextField
          label={t('pasteLabel')}
          placeholder={t('pastePlaceholder')}
          multiline
          minRows={6}
          maxRows={16}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, 'data-quick-order-text': true } }}
        />
        <Button type="submit" variant="contained" loading={busy}>
          {t('submit')}
        </Button>
      </form>
      <div className={styles.upload}>
        <label className={styles.fileLabel}>
          <span>{t('csvLabel')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            data-quick-order-file
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void readFile(file);
            }}
          />
        </label>
        <p className={styles.hint}>{t('csvHint', { rows: QUICK_ORDER_MAX_ROWS, size: MAX_KB })}</p>
        {fileName ? <p className={styles.hint}>{t('csvChosen', { name: fileName })}</p> : null}
      </div>
      {problem ? (
        <Alert severity="error" data-quick-order-problem>
          {problem}
        </Alert>
      ) : null}
      {result ? (
        <section aria-label={t('resultsLabel')} className={styles.results}>
          <p role="status">
            {t('summary', {
              added: result.rows.filter((row) => row.outcome === 'added').length,
              other: result.rows.filter((row) => row.outcome !== 'added').length,
            })}{' '}
            <LocaleLink href="/inquire-list" className={textStyles.inlineLink}>
              {t('viewList')}
            </LocaleLink>
          </p>
          <QuickOrderResults rows={result.rows} />
        </section>
      ) : null}
    </Stack>
  );
}
