import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import textStyles from '@/components/ui/text.module.css';
import styles from './centre.module.css';

/** 'No Data' of a centre list (docs/product.md §8), in the page's words. Server markup. */
export function CentreEmpty({ text }: { text: string }) {
  return <p className={cx(surface.card, textStyles.secondary, styles.empty)}>{text}</p>;
}
