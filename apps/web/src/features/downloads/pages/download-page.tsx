import { useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type ClassificationNode } from '@seuiot/contract';
import { CategoryTree } from '../../../components/category-tree';
import { FileTable } from '../../../components/file-table';
import { QueryError, isNoPermission } from '../../../components/query-error';
import { ListSearch } from '../../../components/list-search';
import { readId, readPage, withParams } from '../../../lib/search-params';
import { useDownloadList } from '../api/get-download-list';
import { useFileCategories } from '../api/get-file-categories';
import '../../../components/list-page.css';
import '../downloads.css';

function findName(nodes: readonly ClassificationNode[], id: number): string | null {
  for (const node of nodes) {
    if (node.id === id) return node.name;
    const below = findName(node.children, id);
    if (below !== null) return below;
  }
  return null;
}

/**
 * /download (login; the server checks section `download`): the folder tree, and the files of the
 * chosen folder (and those below it) with name, format, size in MB, downloads and last update;
 * searchable by name and paged on the server. Folder, search and page live in the address. The
 * download, preview, share and favourite actions join the table's action column in their issue.
 */
export default function DownloadPage() {
  const { t } = useTranslation('downloads');
  const [params, setParams] = useSearchParams();
  const classificationId = readId(params.get('classificationId'));
  const keyword = params.get('keyword')?.trim() ?? '';
  const pageNum = readPage(params.get('pageNum'));

  const categories = useFileCategories();
  const denied = isNoPermission(categories.error);
  const files = useDownloadList(
    {
      pageNum,
      pageSize: LIMITS.defaultPageSize,
      classificationId: classificationId ?? undefined,
      keyword: keyword || undefined,
    },
    // Without the section the tree already said so; asking again only repeats A0017.
    !denied,
  );
  const update = (changes: Record<string, string | number | null>) =>
    setParams(withParams(params, changes));

  if (denied) {
    return (
      <div className="page">
        <h1>{t('title')}</h1>
        <div className="main-panel">
          <QueryError error={categories.error} />
        </div>
      </div>
    );
  }

  const folderName =
    classificationId === null
      ? t('allFiles')
      : (findName(categories.data ?? [], classificationId) ?? t('allFiles'));
  const linkTo = (id: number | null) => {
    const next = withParams(params, { classificationId: id, pageNum: null });
    const search = next.toString();
    return `/download${search ? `?${search}` : ''}`;
  };

  let body;
  if (files.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (files.isError)
    body = <QueryError error={files.error} onRetry={() => void files.refetch()} />;
  else
    body = (
      <>
        <p className="list-total" role="status">
          {keyword
            ? t('found', { count: files.data.total, keyword })
            : t('total', { count: files.data.total })}
        </p>
        <FileTable
          files={files.data.list}
          label={folderName}
          loading={files.isPlaceholderData && files.isFetching}
          emptyText={keyword ? t('noMatch', { keyword }) : t('empty')}
          paging={{
            current: files.data.pageNum,
            pageSize: files.data.pageSize,
            total: files.data.total,
            onChange: (next) => update({ pageNum: next }),
          }}
        />
      </>
    );

  return (
    <div className="page download-page">
      <h1>{t('title')}</h1>
      <div className="side-layout">
        <div className="side-panel">
          {categories.isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 6 }} />
          ) : categories.isError ? (
            <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
          ) : (
            <CategoryTree
              nodes={categories.data}
              selectedId={classificationId}
              label={t('folders')}
              allLabel={t('allFiles')}
              linkTo={linkTo}
            />
          )}
        </div>
        <section className="main-panel" aria-labelledby="download-folder-title">
          <h2 id="download-folder-title">{folderName}</h2>
          <div role="search" className="filter-bar">
            <ListSearch
              className="filter-search"
              value={keyword}
              onSearch={(value) => update({ keyword: value, pageNum: LIMITS.firstPage })}
              placeholder={t('searchPlaceholder')}
              label={t('searchLabel')}
              buttonText={t('search')}
            />
          </div>
          {body}
        </section>
      </div>
    </div>
  );
}
