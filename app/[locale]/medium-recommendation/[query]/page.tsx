import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/common/links';
import { AllCellLinesDialog } from '@/components/medium/all-cell-lines-dialog';
import { CellLineBlocks } from '@/components/medium/cell-line-blocks';
import { CellLineDetails } from '@/components/medium/cell-line-details';
import { CellLineSearch } from '@/components/medium/cell-line-search';
import { orEmpty } from '@/app/[locale]/c/[route]/[query]/listing-data';
import { getMediumRecommendations } from '@/lib/api/medium';
import { MEDIUM_MENU_BLOCK_SIZE } from '@/lib/catalogue/constants';
import { fromRecommendSegment, recommendHref } from '@/lib/catalogue/medium-recommendation';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo';
import { imageHost, siteUrl } from '@/lib/site';

// Rendered on first request and served from Next's cache (DESIGN.md §4): the proxy turns
// /mediumRecommendation?meduimSearch=… into the [query] segment; nothing reads searchParams.
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/medium-recommendation/[query]'>;

async function resolve(params: Props['params']): Promise<{ locale: Locale; search: string }> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  return { locale: locale as Locale, search: fromRecommendSegment(query) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, search } = await resolve(params);
  const [t, lines] = await Promise.all([getTranslations({ locale, namespace: 'medium' }), orEmpty(getMediumRecommendations('', locale), [])]);
  return {
    title: t('recommendTitle'),
    description: t('recommendMetaDescription', { count: lines.length }),
    alternates: alternates(siteUrl(), locale, recommendHref('')),
    // A search is a view of the same page: only the full menu is indexed.
    ...(search ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function MediumRecommendationPage({ params }: Props) {
  const { locale, search } = await resolve(params);
  const [t, common, all, matches] = await Promise.all([
    getTranslations('medium'),
    getTranslations('common'),
    orEmpty(getMediumRecommendations('', locale), []),
    search ? orEmpty(getMediumRecommendations(search, locale), []) : Promise.resolve(null),
  ]);
  // Without a search the first line is shown, as a menu opens on its first entry.
  const shown = matches ?? all.slice(0, 1);
  const menu = matches?.length ? matches : all;
  const host = imageHost();

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 0.5 }}>
        {t('recommendTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('recommendIntro')}
      </Typography>
      <CellLineSearch key={search} search={search} />
      <Box component="nav" aria-labelledby="cell-line-menu-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography id="cell-line-menu-heading" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {matches?.length ? t('searchResults', { search }) : t('cellLinesHeading')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {search ? (
              <LinkButton href={recommendHref('')} size="small">
                {t('showAll')}
              </LinkButton>
            ) : null}
            <AllCellLinesDialog names={all.map((line) => line.name)} current={shown.map((line) => line.name)} />
          </Stack>
        </Stack>
        <CellLineBlocks names={menu.map((line) => line.name)} blockSize={MEDIUM_MENU_BLOCK_SIZE} current={shown.map((line) => line.name)} />
      </Box>
      {all.length === 0 && !matches ? <Typography sx={{ py: 6, textAlign: 'center' }}>{common('noData')}</Typography> : null}
      {matches && matches.length === 0 ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>
          {t('noCellLine', { search })}
        </Typography>
      ) : null}
      <Stack spacing={3}>
        {shown.map((line) => (
          <CellLineDetails key={line.id} line={line} imageHost={host} />
        ))}
      </Stack>
    </Container>
  );
}
