import { useState } from 'react';
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Banner } from '../api/get-banners';
import { BannerSlide } from './banner-slide';

/**
 * The banner carousel (antd Carousel, its own chunk: the home page shows the first banner as a
 * plain image until this arrives). It fades rather than slides: sliding clones slides, and clones
 * would put hidden links in the tab order. Off-screen slides are out of the tab order; autoplay
 * stops on hover and focus, and is off for visitors who ask for reduced motion.
 */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('workbench');
  const [current, setCurrent] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Carousel
      effect="fade"
      autoplay={!reducedMotion}
      autoplaySpeed={6000}
      pauseOnHover
      pauseOnFocus
      beforeChange={(_from, to) => setCurrent(to)}
      className="wb-carousel"
    >
      {banners.map((banner, index) => (
        <div key={banner.id}>
          <BannerSlide
            banner={banner}
            focusable={index === current}
            eager={index === 0}
            newTabText={t('newTab')}
          />
        </div>
      ))}
    </Carousel>
  );
}
