import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';

/**
 * An antibody's labels (clonality and host) as tags. Codes the shop knows are translated; a
 * name the API already localised, or an unknown code, shows as it came.
 */
export function LabelTags({ labels }: { labels: readonly string[] }) {
  const t = useTranslations('antibody.labels');
  if (labels.length === 0) return null;
  return (
    <>
      {labels.map((label) => (
        <Chip key={label} component="span" size="small" variant="outlined" label={t.has(label) ? t(label) : label} sx={{ height: 20, fontSize: '0.7rem' }} />
      ))}
    </>
  );
}
