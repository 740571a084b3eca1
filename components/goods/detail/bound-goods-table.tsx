import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GoodsSummary } from '@/lib/api/goods';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { Link } from '@/lib/i18n/navigation';

type BoundGoods = Pick<GoodsSummary, 'id' | 'itemno' | 'title' | 'norms' | 'onShelf'>;

/** The goods bound to this one (same bindId), each linking to its detail; this one is marked. */
export function BoundGoodsTable({ goods, currentId, labelledBy }: { goods: readonly BoundGoods[]; currentId: number; labelledBy: string }) {
  const t = useTranslations('goods');
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{t('catNo')}</TableCell>
          <TableCell component="th" scope="col">{t('boundName')}</TableCell>
          <TableCell component="th" scope="col">{t('boundSpecs')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {goods.map((item) => {
          const current = item.id === currentId;
          return (
            <TableRow key={item.id} selected={current}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.itemno}</TableCell>
              <TableCell>
                {current ? (
                  <span aria-current="page">
                    {item.title} <Chip size="small" color="primary" label={t('currentItem')} sx={{ height: 20, ml: 0.5 }} />
                  </span>
                ) : (
                  <Link href={goodsHref(item.id, { onShelf: item.onShelf })}>{item.title}</Link>
                )}
              </TableCell>
              <TableCell>{item.norms}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
