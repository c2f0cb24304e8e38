import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/get-banners';
import { BannerSlide } from './banner-slide';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * The home banners. The box keeps its size while loading (no layout shift); the first banner
 * shows as a plain image until the carousel chunk arrives; without banners there is no box.
 */
export function HomeBanners() {
  const { t } = useTranslation('workbench');
  const query = useBanners();
  if (query.isPending) return <div className="wb-banners wb-banners-loading" aria-hidden="true" />;
  if (query.isError || query.data.length === 0) return null;
  const banners = query.data;
  const first = <BannerSlide banner={banners[0]!} eager newTabText={t('newTab')} />;
  return (
    <section className="wb-banners" aria-label={t('bannersLabel')}>
      {banners.length === 1 ? (
        first
      ) : (
        <Suspense fallback={first}>
          <BannerCarousel banners={banners} />
        </Suspense>
      )}
    </section>
  );
}
