/**
 * A font that can write Chinese on a certificate. The standard PDF fonts have no Chinese glyphs;
 * the API looks for a CJK font on the machine (COA_CJK_FONT, or the usual Debian packages). When
 * there is none, Chinese certificates are written with English labels and values
 * (docs/product.md §2.7), rather than with blank boxes where the characters should be.
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

/** The configured font, else the first installed candidate, else null. */
export function findCjkFont(env: Readonly<Record<string, string | undefined>> = process.env, exists: (path: string) => boolean = existsSync): CjkFont | null {
  const configured = env.COA_CJK_FONT?.trim();
  if (configured) {
    const [path = '', family] = configured.split('#');
    return exists(path) ? { path, ...(family ? { family } : {}) } : null;
  }
  return CANDIDATES.find((font) => exists(font.path)) ?? null;
}
