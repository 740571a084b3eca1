/**
 * The filing numbers a site hosted in mainland China shows in its footer (docs/product.md §15.1):
 * the MIIT ICP filing (`ICP_NUMBER`, e.g. 沪ICP备12345678号-1), linked to the MIIT filing
 * site, and optionally the public-security filing (`PSB_FILING_NUMBER`, e.g. 沪公网安备
 * 31010402000001号), linked to the MPS filing site's record of its code. Both are Chinese by
 * law, so both languages show them as filed. Unset: nothing is shown.
 */
interface Filing {
  number: string;
  href: string;
}

export interface Filings {
  icp: Filing | null;
  publicSecurity: Filing | null;
}

const ICP_SITE = 'https://beian.miit.gov.cn/';
const PUBLIC_SECURITY_SITE = 'https://beian.mps.gov.cn/#/query/webSearch';
/** Longer than any real filing number; a longer value is a configuration mistake, not shown. */
const MAX_LENGTH = 60;

const cleaned = (value: string | undefined): string | null => {
  const number = value?.trim() ?? '';
  return number && number.length <= MAX_LENGTH ? number : null;
};

export function filingsOf(env: Readonly<Record<string, string | undefined>> = process.env): Filings {
  const icp = cleaned(env.ICP_NUMBER);
  const publicSecurity = cleaned(env.PSB_FILING_NUMBER);
  // The MPS record is looked up by the number's digits (its 14-digit code).
  const code = publicSecurity?.match(/\d{6,}/)?.[0];
  return {
    icp: icp ? { number: icp, href: ICP_SITE } : null,
    publicSecurity: publicSecurity ? { number: publicSecurity, href: code ? `${PUBLIC_SECURITY_SITE}?code=${code}` : PUBLIC_SECURITY_SITE } : null,
  };
}
