import { useTranslations } from 'next-intl';
import type { ValidationFigure } from '@/contract/validation';
import styles from './goods-validation.module.css';

/**
 * An antibody's validation figures, each with its legend (sample, dilution, species). Below the
 * fold, so the images load lazily; width and height are set so nothing shifts when they arrive.
 */
export function GoodsValidation({ figures, itemno, imageUrl }: { figures: readonly ValidationFigure[]; itemno: string; imageUrl: (url: string) => string }) {
  const t = useTranslations('evidence');
  return (
    <ul className={styles.figures}>
      {figures.map((figure) => {
        const values = {
          itemno,
          samples: figure.samples.join(', '),
          sample: figure.samples[0] ?? '',
          species: figure.species,
          dilution: figure.dilution,
          application: figure.application,
        };
        return (
          <li key={figure.kind}>
            <figure className={styles.figure}>
              <img
                src={imageUrl(figure.url)}
                alt={t(`alt.${figure.kind}`, { ...values, kDa: figure.kDa ?? 0 })}
                width={figure.width}
                height={figure.height}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
              <figcaption className={styles.legend}>
                {figure.kind === 'wb' && figure.kDa !== null ? t('legend.wbBand', { ...values, kDa: figure.kDa }) : t(`legend.${figure.kind}`, values)}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
