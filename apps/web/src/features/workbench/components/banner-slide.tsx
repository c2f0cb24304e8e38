import { Link } from 'react-router';
import type { Banner } from '../api/get-banners';

/** A link inside the portal (`/solution`) or to another site (opens in a new tab). */
function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

interface Props {
  banner: Banner;
  /** Off-screen slides of the carousel are taken out of the tab order. */
  focusable?: boolean;
  /** The first slide is the page's largest image: fetch it early. */
  eager?: boolean;
  newTabText: string;
}

/** One banner: its artwork and title, linking where the banner points. */
export function BannerSlide({ banner, focusable = true, eager = false, newTabText }: Props) {
  // The artwork leaves its left side free for the title, which is text (translated, readable by
  // screen readers and search engines) rather than pixels.
  const image = (
    <>
      <img
        className="wb-banner-image"
        src={banner.image}
        alt=""
        width={1920}
        height={480}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="wb-banner-title">{banner.title}</span>
    </>
  );
  const tabIndex = focusable ? undefined : -1;
  if (!banner.link) return <div className="wb-banner-slide">{image}</div>;
  return isInternal(banner.link) ? (
    <Link to={banner.link} className="wb-banner-slide" tabIndex={tabIndex}>
      {image}
    </Link>
  ) : (
    <a
      href={banner.link}
      className="wb-banner-slide"
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={tabIndex}
    >
      {image}
      <span className="visually-hidden"> {newTabText}</span>
    </a>
  );
}
