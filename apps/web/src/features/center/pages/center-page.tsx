import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../lib/use-media-query';
import {
  CENTER_SECTIONS,
  currentSection,
  sectionHref,
  type SectionIndex,
} from '../center-sections';
import '../center.css';

/** Each section is a chunk of its own: a visit to one does not download the others. */
const SECTION_PAGES: Record<
  Exclude<SectionIndex, '6' | '7'>,
  LazyExoticComponent<ComponentType>
> = {
  '0': lazy(() => import('../components/favourites')),
  '1': lazy(() => import('../components/my-info')),
  '2': lazy(() => import('../components/change-password')),
  '3': lazy(() => import('../components/identity-cert')),
  '4': lazy(() => import('../components/enterprise-cert')),
  '5': lazy(() => import('../components/login-records')),
};

interface Props {
  /**
   * menuIndex 6, my messages: the list of /news, which belongs to the messages feature; the app
   * passes it in (features do not import each other). Without it the section is not offered.
   */
  messagesSection?: ComponentType;
  /** menuIndex 7 (`/center/orders`), my work orders: the orders feature's, passed in likewise. */
  ordersSection?: ComponentType;
}

/** /center/:id? (login required): the personal center with its side menu (`menuIndex`). */
export default function CenterPage({ messagesSection, ordersSection }: Props) {
  const { t } = useTranslation('center');
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const { id: pathId } = useParams();
  const sections = CENTER_SECTIONS.filter(
    (section) =>
      (section.index !== '6' || messagesSection) && (section.index !== '7' || ordersSection),
  );
  const current = currentSection(pathId, params.get('menuIndex'), sections);
  const Section =
    current.index === '6'
      ? messagesSection!
      : current.index === '7'
        ? ordersSection!
        : SECTION_PAGES[current.index];

  return (
    <div className="page center-page">
      <h1 className="center-title">{t('title')}</h1>
      <div className="center-body">
        {mobile ? (
          // Below 600 px the seven sections do not fit in a row, and a strip that scrolls gave no
          // hint that it did: a select names the section in force and lists all of them.
          <nav className="center-nav-select" aria-label={t('menuLabel')}>
            <label htmlFor="center-section">{t('menuSelect')}</label>
            <select
              id="center-section"
              value={current.index}
              onChange={(event) =>
                void navigate(
                  sectionHref(
                    location.pathname,
                    location.search,
                    event.target.value as SectionIndex,
                  ),
                )
              }
            >
              {sections.map((section) => (
                <option key={section.index} value={section.index}>
                  {t(section.labelKey)}
                </option>
              ))}
            </select>
          </nav>
        ) : (
          <nav className="center-nav" aria-label={t('menuLabel')}>
            <ul>
              {sections.map((section) => (
                <li key={section.index}>
                  <Link
                    to={sectionHref(location.pathname, location.search, section.index)}
                    aria-current={section.index === current.index ? 'page' : undefined}
                    className={
                      section.index === current.index ? 'center-nav-link active' : 'center-nav-link'
                    }
                  >
                    {t(section.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section className="center-content" aria-labelledby="center-section-title">
          <h2 id="center-section-title">{t(current.labelKey)}</h2>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <Section />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
