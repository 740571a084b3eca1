import Box from '@mui/material/Box';
import { menuBlocks, recommendHref } from '@/lib/catalogue/medium-recommendation';
import { Link } from '@/lib/i18n/navigation';

export interface CellLineBlocksProps {
  names: readonly string[];
  /** Lines per block (column). */
  blockSize: number;
  /** Names whose details the page shows, marked as current. */
  current: readonly string[];
  onNavigate?: () => void;
}

/** Cell-line names as columns of links, `blockSize` per column; each opens that line's recommendation. */
export function CellLineBlocks({ names, blockSize, current, onNavigate }: CellLineBlocksProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 } }}>
      {menuBlocks(names, blockSize).map((block) => (
        <Box component="ul" key={block[0]} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 140 }}>
          {block.map((name) => {
            const isCurrent = current.includes(name);
            return (
              <Box component="li" key={name} sx={{ py: 0.25 }}>
                <Link
                  href={recommendHref(name)}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={onNavigate}
                  style={{ fontWeight: isCurrent ? 700 : 400, textDecoration: isCurrent ? 'underline' : 'none' }}
                >
                  {name}
                </Link>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
