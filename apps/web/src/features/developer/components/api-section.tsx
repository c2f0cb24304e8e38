import { useSearchParams } from 'react-router';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClassificationNode } from '@seuiot/contract';
import { CategoryTree } from '../../../components/category-tree';
import { QueryError } from '../../../components/query-error';
import { readId } from '../../../lib/search-params';
import { useApiCategoryTree } from '../api/get-api-category-tree';
import { useApiList } from '../api/get-api-list';
import { sectionPath } from '../sections';
import { ApiEntryView } from './api-entry';
import { PagedList, usePageParam } from './paged-list';

function findNode(nodes: readonly ClassificationNode[], id: number): ClassificationNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return null;
}

/** The API category tree and the category being read: the chosen one, or the first. */
function useApiCategory() {
  const [params] = useSearchParams();
  const tree = useApiCategoryTree();
  const wanted = readId(params.get('categoryId'));
  const nodes = tree.data ?? [];
  const category = wanted !== null ? findNode(nodes, wanted) : (nodes[0] ?? null);
  return { tree, nodes, category };
}

/** The category tree of the API reference, in the side panel of /developer. */
export function ApiCategoryNav() {
  const { t } = useTranslation('developer');
  const { nodes, category } = useApiCategory();
  if (nodes.length === 0) return null;
  return (
    <div className="developer-categories">
      <h2 className="side-heading">{t('api.categories')}</h2>
      <CategoryTree
        nodes={nodes}
        selectedId={category?.id ?? null}
        label={t('api.categories')}
        linkTo={(id) => sectionPath('2-1', id === null ? {} : { categoryId: id })}
      />
    </div>
  );
}

/**
 * The API reference (menuIndex 2-1): a page of the entries of the chosen category and those below
 * it; the first category until the reader picks one. The server pages the entries, 10 at a time.
 */
export function ApiSection() {
  const { t } = useTranslation('developer');
  const { tree, nodes, category } = useApiCategory();
  const { pageNum, pageSize } = usePageParam();
  const entries = useApiList({ categoryId: category?.id, pageNum, pageSize }, category !== null);

  let body;
  if (tree.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (tree.isError)
    body = <QueryError error={tree.error} onRetry={() => void tree.refetch()} />;
  else if (nodes.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('api.empty')} />;
  else if (category === null)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('api.noCategory')} />;
  else
    body = (
      <PagedList
        query={entries}
        emptyText={t('api.emptyCategory')}
        totalText={(count) => t('api.count', { count })}
      >
        {(entry) => <ApiEntryView key={entry.id} entry={entry} />}
      </PagedList>
    );

  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">
        {t('menu.api')}
        {category ? <span className="section-sub"> · {category.name}</span> : null}
      </h2>
      {body}
    </section>
  );
}
