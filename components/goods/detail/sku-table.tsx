import { useTranslations } from 'next-intl';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { UsdPrice } from '@/components/goods/usd-price';
import type { Sku } from '@/lib/api/goods';
import { SkuPromotions } from './sku-promotions';

/** The SKUs of a goods item: specification, USD price (CNY ÷ 7.2) and promotions. */
export function SkuTable({ skus, labelledBy }: { skus: readonly Sku[]; labelledBy: string }) {
  const t = useTranslations('goods');
  const hasPromotions = skus.some((sku) => sku.rules.length > 0);
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{t('skuSpec')}</TableCell>
          <TableCell component="th" scope="col" align="right">{t('skuPrice')}</TableCell>
          {hasPromotions ? <TableCell component="th" scope="col">{t('skuPromotion')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {skus.map((sku) => (
          <TableRow key={sku.id}>
            <TableCell component="th" scope="row">{sku.desc}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              <UsdPrice value={sku.priceUsd} />
            </TableCell>
            {hasPromotions ? (
              <TableCell>
                <SkuPromotions rules={sku.rules} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
