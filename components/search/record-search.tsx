'use client';
import dynamic from 'next/dynamic';
import { useAfterIdle } from '@/components/common/use-after-idle';

// Whose recent searches they are needs the session (SWR, the BFF client): loaded once the page is idle (docs/islands.md).
const SearchRecorder = dynamic(() => import('./search-recorder').then((module) => module.SearchRecorder), { ssr: false });

/**
 * Records a view of a search-result page (search-recorder.tsx); renders nothing. With
 * `goodsPage` (an exact Cat. No.) it loads at once, since it then moves the visitor on.
 */
export function RecordSearch({ term, page, goodsPage }: { term: string; page: number; goodsPage?: string }) {
  const idle = useAfterIdle();
  return idle || goodsPage ? <SearchRecorder term={term} page={page} goodsPage={goodsPage} /> : null;
}
