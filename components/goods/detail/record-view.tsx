'use client';
import dynamic from 'next/dynamic';
import { useAfterIdle } from '@/components/common/use-after-idle';
import type { FootprintEntry } from '@/lib/footprints/device-footprints';

// Whose view it is needs the session (SWR, the BFF client): loaded once the page is idle (docs/islands.md).
const ViewRecorder = dynamic(() => import('./view-recorder').then((module) => module.ViewRecorder), { ssr: false });

/** Records this view in the visitor's latest-footprints list (view-recorder.tsx); renders nothing. */
export function RecordView(props: FootprintEntry) {
  const idle = useAfterIdle();
  return idle ? <ViewRecorder {...props} /> : null;
}
