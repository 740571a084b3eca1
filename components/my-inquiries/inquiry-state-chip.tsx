import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import type { InquiryState } from '@/contract/inquiry-rules';
import styles from './my-inquiries.module.css';

const KEY = {
  sent: 'stateSent',
  answered: 'stateAnswered',
  quoted: 'stateQuoted',
  accepted: 'stateAccepted',
  expired: 'stateExpired',
  closed: 'stateClosed',
} as const;

/** An inquiry's state (docs/product.md §2.13) as a chip, in words and colour. Server markup. */
export function InquiryStateChip({ state }: { state: InquiryState }) {
  const t = useTranslations('myInquiries');
  return (
    <span className={cx(surface.chip, styles[state])} data-state={state}>
      {t(KEY[state])}
    </span>
  );
}
