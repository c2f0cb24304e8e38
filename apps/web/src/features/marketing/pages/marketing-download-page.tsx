import { Link, useSearchParams } from 'react-router';
import { Select, Skeleton } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { FileTable, type FileColumn } from '../../../components/file-table';
import { QueryError } from '../../../components/query-error';
import { ListSearch } from '../../../components/list-search';
import { readId, readPage, withParams } from '../../../lib/search-params';
import { useMaterialFiles } from '../api/get-material-files';
import { useMaterialTypes } from '../api/get-material-types';
import type { MaterialFile } from '../types';
import '../../../components/list-page.css';
import '../marketing.css';

/**
 * /marketingDownload (login; the server checks section `marketing.download`): every marketing
 * file, searchable by file name, filtered by material type, paged on the server.
 */
export default function MarketingDownloadPage() {
  const { t } = useTranslation('marketing');
  const [params, setParams] = useSearchParams();
  const title = params.get('title')?.trim() ?? '';
  const typeId = readId(params.get('typeId'));
  const pageNum = readPage(params.get('pageNum'));

  const types = useMaterialTypes();
  const query = useMaterialFiles({
    pageNum,
    pageSize: LIMITS.defaultPageSize,
    title: title || undefined,
    typeId: typeId ?? undefined,
  });
  const update = (changes: Record<string, string | number | null>) =>
    setParams(withParams(params, changes));

  const materialColumn: FileColumn<MaterialFile> = {
    key: 'material',
    title: t('material'),
    render: (file) => (
      <Link to={`/marketingDetail?id=${file.materialId}`}>{file.materialTitle}</Link>
    ),
  };

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <p className="list-total" role="status">
          {t('filesTotal', { count: query.data.total })}
        </p>
        <FileTable
          files={query.data.list}
          label={t('downloadsTitle')}
          extraColumns={[materialColumn]}
          loading={query.isPlaceholderData && query.isFetching}
          emptyText={title ? t('noFileMatch', { title }) : t('noFiles')}
          paging={{
            current: query.data.pageNum,
            pageSize: query.data.pageSize,
            total: query.data.total,
            onChange: (next) => update({ pageNum: next }),
          }}
        />
      </>
    );

  return (
    <div className="page">
      <div className="page-toolbar">
        <Link to="/marketing" className="back-link">
          <LeftOutlined aria-hidden /> {t('backToList')}
        </Link>
      </div>
      <h1>{t('downloadsTitle')}</h1>
      <div role="search" className="filter-bar">
        <Select
          className="filter-select"
          aria-label={t('typeFilter')}
          value={typeId ?? 0}
          loading={types.isPending}
          onChange={(value: number) => update({ typeId: value || null, pageNum: LIMITS.firstPage })}
          options={[
            { value: 0, label: t('allTypes') },
            ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
          ]}
        />
        <ListSearch
          className="filter-search"
          value={title}
          onSearch={(value) => update({ title: value, pageNum: LIMITS.firstPage })}
          placeholder={t('fileSearchPlaceholder')}
          label={t('fileSearchLabel')}
          buttonText={t('search')}
        />
      </div>
      {body}
    </div>
  );
}
