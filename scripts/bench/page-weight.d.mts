// Types of page-weight.mjs for TypeScript importers (e2e/page-budget.spec.ts).

export interface LoadedBytes {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type LoadBytes = (url: string) => Promise<LoadedBytes>;

export interface AssetFile {
  url: string;
  bytes: number;
  gzip: number;
}

export interface PageWeight {
  url: string;
  cache: string | null;
  htmlBytes: number;
  htmlGzip: number;
  styleBlocks: number;
  styleBytes: number;
  styleMax: number;
  jsChunks: number;
  jsBytes: number;
  jsGzip: number;
  jsFiles: AssetFile[];
  nomoduleGzip: number;
  cssFiles: number;
  cssGzip: number;
}

export function gzipSize(data: string | Buffer): number;
export function firstLoadScripts(html: string, pageUrl: string): string[];
export function legacyScripts(html: string, pageUrl: string): string[];
export function stylesheets(html: string, pageUrl: string): string[];
export function inlineStyleSizes(html: string): number[];
export function fetchBytes(url: string): Promise<LoadedBytes>;
export function measurePageWeight(url: string, load?: LoadBytes): Promise<PageWeight>;
export function kB(bytes: number): number;
