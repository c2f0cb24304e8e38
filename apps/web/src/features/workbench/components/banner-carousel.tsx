import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { Banner } from '../api/get-banners';
import { BannerSlide } from './banner-slide';

/** Seconds a banner stays before the next one fades in. */
const AUTOPLAY_MS = 6000;

/**
 * The banner carousel (its own chunk: the home page shows the first banner as a plain image until
 * this arrives). Slides fade; only the shown one is in the tab order and the accessibility tree.
 * Autoplay pauses while the pointer or the focus is inside, and is off for visitors who ask for
 * reduced motion. Hand-made rather than antd's Carousel: that one brings react-slick, about a
 * tenth of the home page's JavaScript, for what a few lines of state and CSS do.
 */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('workbench');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = banners.length;

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused, reducedMotion]);

  return (
    <div
      className="wb-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {banners.map((banner, index) => (
        <div
          key={banner.id}
          className={index === current ? 'wb-carousel-slide is-current' : 'wb-carousel-slide'}
          aria-hidden={index === current ? undefined : true}
        >
          <BannerSlide
            banner={banner}
            focusable={index === current}
            eager={index === 0}
            newTabText={t('newTab')}
          />
        </div>
      ))}
      <div className="wb-carousel-dots" role="group" aria-label={t('bannerChoice')}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className="wb-carousel-dot"
            aria-label={t('bannerN', { n: index + 1, title: banner.title })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </div>
  );
}
