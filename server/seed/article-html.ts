/**
 * Bilingual article bodies written once as blocks and rendered to plain, safe HTML in each
 * language: only <h3>, <p>, <ul>/<ol>/<li>, <table> and local <a href> links, every text escaped.
 */
import type { Phrase } from './goods-draft';

export type Lang = 'en' | 'zh';

type Block =
  | { kind: 'heading'; text: Phrase }
  | { kind: 'paragraph'; text: Phrase }
  | { kind: 'list'; ordered: boolean; items: Phrase[] }
  | { kind: 'table'; head: Phrase[]; rows: Phrase[][] }
  | { kind: 'link'; href: string; text: Phrase };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export class ArticleBody {
  private readonly blocks: Block[] = [];

  heading(text: Phrase): this {
    this.blocks.push({ kind: 'heading', text });
    return this;
  }

  paragraph(text: Phrase): this {
    this.blocks.push({ kind: 'paragraph', text });
    return this;
  }

  list(items: Phrase[], ordered = false): this {
    this.blocks.push({ kind: 'list', ordered, items });
    return this;
  }

  table(head: Phrase[], rows: Phrase[][]): this {
    this.blocks.push({ kind: 'table', head, rows });
    return this;
  }

  /** Only site-relative links, so seeded content never points visitors off site. */
  link(href: string, text: Phrase): this {
    if (!href.startsWith('/')) throw new Error(`article link must be site-relative: ${href}`);
    this.blocks.push({ kind: 'link', href, text });
    return this;
  }

  /** The first paragraph, as the article's summary. */
  summary(): Phrase {
    const first = this.blocks.find((block) => block.kind === 'paragraph');
    return first && first.kind === 'paragraph' ? first.text : { en: '', zh: '' };
  }

  render(lang: Lang): string {
    return this.blocks
      .map((block) => {
        switch (block.kind) {
          case 'heading':
            return `<h3>${escapeHtml(block.text[lang])}</h3>`;
          case 'paragraph':
            return `<p>${escapeHtml(block.text[lang])}</p>`;
          case 'list': {
            const tag = block.ordered ? 'ol' : 'ul';
            return `<${tag}>${block.items.map((item) => `<li>${escapeHtml(item[lang])}</li>`).join('')}</${tag}>`;
          }
          case 'table': {
            const head = block.head.map((cell) => `<th>${escapeHtml(cell[lang])}</th>`).join('');
            const rows = block.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell[lang])}</td>`).join('')}</tr>`).join('');
            return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
          }
          case 'link':
            return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text[lang])}</a></p>`;
        }
      })
      .join('\n');
  }
}
