/** Content tree, article lists and articles (docs/product.md §2.5, §7.2). */
import { ApiFailure, CODE, found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { articleDetail, articleSummary, contentTree, createArticle, listArticles, sitemapArticles } from './articles';
import { defineStaffRoute } from '../http/staff-route';
import * as contract from '../../contract/articles';
import { articlesApi } from '../../contract/operations/content';

export const articleRoutes = [
  defineRoute({
    operation: articlesApi.tree,
    data: contract.ContentCategory,
    tag: 'Content',
    summary: 'A content category with its sub-categories (data.subDictEntities)',
    description:
      'Content roots: HDCX, XWZX, catalog, TJ, XXPT and CS0112, or any listed category under them. Send id (or dictCode). Unknown, hidden or non-content codes answer code 3.',
    input: contract.ContentTreeRequest,
    async handler({ id, dictCode }, { db, lang }) {
      const code = id ?? dictCode;
      if (code === undefined) throw new ApiFailure(CODE.invalid, 'id: must name a category (id or dictCode)');
      return ok(found(await contentTree(db, code, lang), `id: no content category ${code}`));
    },
  }),
  defineRoute({
    operation: articlesApi.data,
    data: contract.ArticleList,
    tag: 'Content',
    summary: 'Published articles of a content category and its descendants, paged',
    description: 'Answers data.list (no bodies) and data.totalCount. sort: "sort" (editorial order) or "newest".',
    input: contract.ArticleListRequest,
    async handler(input, { db, lang }) {
      return ok(found(await listArticles(db, input, lang), `code: no content category ${input.code}`));
    },
  }),
  defineRoute({
    operation: articlesApi.dataSingle,
    data: contract.ArticleSummary,
    tag: 'Content',
    summary: 'One published article without its body',
    description: 'Unknown, unpublished or hidden articles answer code 3.',
    input: contract.ArticleIdRequest,
    async handler({ id }, { db, lang }) {
      return ok(found(await articleSummary(db, id, lang), `id: no article ${id}`));
    },
  }),
  defineRoute({
    operation: articlesApi.detail,
    data: contract.ArticleDetail,
    tag: 'Content',
    summary: 'One published article with its body (data.content, data.status) and category path',
    description: 'The body is HTML as authored: render it only through a sanitiser. Unknown, unpublished or hidden articles answer code 3.',
    input: contract.ArticleIdRequest,
    async handler({ id }, { db, lang }) {
      return ok(found(await articleDetail(db, id, lang), `id: no article ${id}`));
    },
  }),
  defineStaffRoute({
    operation: articlesApi.articles,
    data: contract.StaffArticleCreated,
    tag: 'Staff',
    summary: 'Store an article as authored (the back office’s publishing call)',
    description:
      'The body HTML is stored unsanitised, as written: ' +
      'the storefront sanitises every body before it renders it. A category outside the content roots answers code 3. Answers { id }.',
    input: contract.StaffArticleRequest,
    async handler(input, { db }) {
      return ok(found(await createArticle(db, input), `categoryId: no content category ${input.categoryId}`));
    },
  }),
  defineRoute({
    operation: articlesApi.sitemapArticles,
    data: contract.SitemapArticles,
    tag: 'Sitemap',
    summary: 'Every visible article for the sitemap: id, categoryId, publishedAt',
    input: contract.SitemapArticlesRequest,
    async handler(_input, { db }) {
      return ok(await sitemapArticles(db));
    },
  }),
];
