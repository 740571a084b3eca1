'use client';
import dynamic from 'next/dynamic';
import { useAfterIdle } from '@/components/common/use-after-idle';

// Whose recent searches they are needs the session (SWR, the BFF client): loaded once the page is idle (docs/islands.md).
const SearchRecorder = dynamic(() => import('./search-recorder').then((module) => module.SearchRecorder), { ssr: false });

/** Records a view of a search-result page (search-recorder.tsx); renders nothing. */
export function RecordSearch({ term, page }: { term: string; page: number }) {
  const idle = useAfterIdle();
  return idle ? <SearchRecorder term={term} page={page} /> : null;
}
