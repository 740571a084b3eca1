import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ArticleSummary } from '@/lib/api/search';
import { formatDate } from '@/lib/catalogue/dates';
import { Link } from '@/lib/i18n/navigation';
import { articleHref } from '@/lib/search/result-links';

/** Article results: title, category, publication date (yyyy-mm-dd) and summary. */
export async function ArticleResults({ articles }: { articles: readonly ArticleSummary[] }) {
  const t = await getTranslations('search');
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
      {articles.map((article) => {
        const date = article.publishedAt ? formatDate(article.publishedAt) : '';
        return (
          <Box component="li" key={article.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
              <Link href={articleHref(article)} style={{ color: 'inherit' }}>
                {article.title}
              </Link>
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 0.5 }}>
              {article.categoryName ? <Chip size="small" variant="outlined" label={article.categoryName} /> : null}
              {date ? (
                <Typography variant="caption" color="text.secondary" component="time" dateTime={date}>
                  {t('published', { date })}
                </Typography>
              ) : null}
            </Box>
            {article.summary ? (
              <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {article.summary}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
