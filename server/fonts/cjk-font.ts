/**
 * A font that can write Chinese in the API's PDFs: certificates of analysis and datasheets. The
 * standard PDF fonts have no Chinese glyphs; the API uses the configured font (COA_CJK_FONT or
 * DATASHEET_CJK_FONT, read by server/env.ts), else looks for the usual Debian packages. When there
 * is none, Chinese certificates are written with English labels and values (docs/product.md §2.7)
 * and Chinese datasheets keep the English body (docs/adr/0006-chinese-datasheets-without-a-chinese-font.md), rather than blank boxes.
 */
import { existsSync } from 'node:fs';

export interface CjkFont {
  path: string;
  /** The face inside a font collection (.ttc), by its PostScript name. */
  family?: string;
}

const CANDIDATES: CjkFont[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
  { path: '/usr/share/fonts/truetype/arphic/uming.ttc', family: 'UMingCN' },
];

/** The configured font (`path` or `path#PostScriptName`), else the first installed candidate, else null. */
export function findCjkFont(configured?: string, exists: (path: string) => boolean = existsSync): CjkFont | null {
  configured = configured?.trim();
  if (configured) {
    const [path = '', family] = configured.split('#');
    return exists(path) ? { path, ...(family ? { family } : {}) } : null;
  }
  return CANDIDATES.find((font) => exists(font.path)) ?? null;
}
