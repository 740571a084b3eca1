'use client';
import { useEffect } from 'react';
import { recordBrowsing, type BrowsedGoods } from '@/lib/browsing-history';

/** Records this view in the visitor's latest-browsing list; renders nothing. */
export function RecordView({ id, itemno, title, cover }: BrowsedGoods) {
  useEffect(() => {
    recordBrowsing({ id, itemno, title, cover });
  }, [id, itemno, title, cover]);
  return null;
}
