import { useTranslation } from 'react-i18next';
import { useGlobalLoading } from '../lib/loading';

/**
 * The request loading mask of spec 7 (it closes after at most 500 ms per request). Plain CSS
 * rather than antd Spin: it is on every page's first chunk.
 */
export function LoadingMask() {
  const loading = useGlobalLoading();
  const { t } = useTranslation('common');
  if (!loading) return null;
  return (
    <div className="loading-mask" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** A centred spinner for a page whose chunk is still loading. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="page-fallback" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
