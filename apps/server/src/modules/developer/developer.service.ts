import type {
  ApiEntry,
  ArticleListQuery,
  CatalogueFile,
  ClassificationNode,
  Lang,
  Page,
  PageQuery,
  ProductRef,
  Sdk,
  TestPackage,
} from '@seuiot/contract';
import type { CatalogueFilesService } from '../files/catalogue-files.service.js';
import type { SupportService } from '../support/support.service.js';
import { pagedList, TtlCache } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, parseJson, t } from '../../lib/text.js';
import type { DeveloperRepo, SdkProductFilter } from './developer.repo.js';

type ParamRow = {
  name: string;
  type: string;
  required?: boolean;
  default?: string;
  description_zh: string;
  description_en: string;
};

/** What an SDK and a test package show alike: a versioned release, maybe of one model, with files. */
function releaseView(
  r: {
    id: number;
    name_zh: string;
    name_en: string;
    description_zh: string;
    description_en: string;
    version: string;
    product_id: number | null;
    model: string | null;
    updated_at: number;
  },
  files: Map<number, CatalogueFile[]>,
  lang: Lang,
) {
  return {
    id: r.id,
    name: t(r, 'name', lang),
    version: r.version,
    description: t(r, 'description', lang),
    product: r.product_id !== null && r.model ? { id: r.product_id, model: r.model } : null,
    updateTime: iso(r.updated_at),
    files: files.get(r.id) ?? [],
  };
}

function productRefs(
  rows: { id: number; model: string; name_zh: string; name_en: string }[],
  lang: Lang,
): ProductRef[] {
  return rows.map((r) => ({ id: r.id, model: r.model, name: t(r, 'name', lang) }));
}

/** API reference, SDKs (general and per model), test packages and the developer documents. */
export class DeveloperService {
  private readonly counts = new TtlCache<number>(30_000);
  /** The category tree changes only through seeds and operators; kept 30 s. */
  private readonly categories = new TtlCache<{ id: number; parent_id: number | null }[]>(30_000);

  constructor(
    private readonly repo: DeveloperRepo,
    private readonly catalogueFiles: CatalogueFilesService,
    /** The developer documents are articles of kind document (support module). */
    private readonly support: SupportService,
  ) {}

  async apiCategories(lang: Lang) {
    const rows = await this.repo.categories();
    return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: t(r, 'name', lang) }));
  }

  async apiCategoryTree(lang: Lang): Promise<ClassificationNode[]> {
    const flat = await this.apiCategories(lang);
    const nodes = new Map<number, ClassificationNode>(
      flat.map((c) => [c.id, { id: c.id, name: c.name, children: [] }]),
    );
    const roots: ClassificationNode[] = [];
    for (const c of flat)
      (c.parentId === null ? roots : (nodes.get(c.parentId)?.children ?? roots)).push(
        nodes.get(c.id)!,
      );
    return roots;
  }

  /** A category and all below it. */
  private async categoryBranch(categoryId: number): Promise<number[]> {
    const all = await this.categories.get('all', () => this.repo.categoryLinks());
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++)
      for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
    return ids;
  }

  /** A page of the API entries of a category branch (all without one): category, place, id. */
  async apis(
    q: PageQuery & { categoryId?: number | undefined },
    lang: Lang,
  ): Promise<Page<ApiEntry>> {
    const branch = q.categoryId ? await this.categoryBranch(q.categoryId) : undefined;
    return pagedList(
      q,
      () => this.counts.get(`apis:${q.categoryId ?? ''}`, () => this.repo.countApis(branch)),
      (w) => this.repo.apiPage(branch, w),
      (rows) =>
        rows.map((r) => ({
          id: r.id,
          categoryId: r.category_id,
          name: r.name,
          signature: r.signature,
          description: t(r, 'description', lang),
          params: parseJson<ParamRow[]>(r.params, []).map((p) => ({
            name: p.name,
            type: p.type,
            required: p.required ?? false,
            description: lang === 'en' ? p.description_en : p.description_zh,
          })),
          returns: t(r, 'returns', lang),
          example: r.example,
        })),
    );
  }

  /**
   * A page of the general SDKs, or of the model SDKs (of one model, of none when `productId` is
   * null, or all), newest first.
   */
  sdks(
    kind: 'general' | 'model',
    q: PageQuery & { productId?: SdkProductFilter },
    lang: Lang,
  ): Promise<Page<Sdk>> {
    const filter = q.productId === null ? 'none' : (q.productId ?? '');
    return pagedList(
      q,
      () => this.counts.get(`sdks:${kind}:${filter}`, () => this.repo.countSdks(kind, q.productId)),
      (w) => this.repo.sdkPage(kind, q.productId, w),
      async (rows) => {
        const files = await this.filesOf('sdk', rows, lang);
        return rows.map((r) => ({
          kind: r.kind === 'model' ? ('model' as const) : ('general' as const),
          ...releaseView(r, files, lang),
        }));
      },
    );
  }

  private filesOf(entityType: 'sdk' | 'test', rows: { id: number }[], lang: Lang) {
    return this.catalogueFiles.attached(
      entityType,
      rows.map((r) => r.id),
      lang,
    );
  }

  /** Models that have a model-specific SDK. */
  async sdkProducts(lang: Lang): Promise<ProductRef[]> {
    return productRefs(await this.repo.sdkProducts(), lang);
  }

  async sdkParameters(sdkId: number, lang: Lang) {
    const row = await this.repo.sdkParams(sdkId);
    if (!row) throw new AppError('A0078');
    return parseJson<ParamRow[]>(row.params, []).map((p) => ({
      name: p.name,
      type: p.type,
      defaultValue: p.default ?? '',
      description: lang === 'en' ? p.description_en : p.description_zh,
    }));
  }

  async sdkFiles(sdkId: number, lang: Lang) {
    if (!(await this.repo.sdkExists(sdkId))) throw new AppError('A0078');
    return await this.catalogueFiles.of('sdk', sdkId, lang);
  }

  /** A page of the developer documents (the articles of kind document). */
  docs(q: Omit<ArticleListQuery, 'kind'>, lang: Lang) {
    return this.support.articles({ ...q, kind: 'document' }, lang);
  }

  /** A page of the test packages, of one model or all, newest first. */
  testPackages(
    q: PageQuery & { productId?: number | undefined },
    lang: Lang,
  ): Promise<Page<TestPackage>> {
    return pagedList(
      q,
      () => this.counts.get(`tests:${q.productId ?? ''}`, () => this.repo.countTests(q.productId)),
      (w) => this.repo.testPage(q.productId, w),
      async (rows) => {
        const files = await this.filesOf('test', rows, lang);
        return rows.map((r) => releaseView(r, files, lang));
      },
    );
  }

  /** Models that have a test package (the test packages' model filter). */
  async testProducts(lang: Lang): Promise<ProductRef[]> {
    return productRefs(await this.repo.testProducts(), lang);
  }
}
