import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SolutionCaseSummary } from '@seuiot/contract';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { CasePrice } from './case-price';

/** A solution case in a list: cover, title (to the detail), industries, summary, devices, price. */
export function SolutionCard({
  item,
  level = 2,
}: {
  item: SolutionCaseSummary;
  /** Heading level of the title in the page's outline. */
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  return (
    <li className="sol-card">
      <img
        className="sol-card-cover"
        src={item.cover}
        alt=""
        width={320}
        height={180}
        loading="lazy"
      />
      <div className="sol-card-body">
        <Heading className="sol-card-title">
          <Link to={`/solutionDetail?id=${item.id}`}>{item.title}</Link>
        </Heading>
        {item.industries.length > 0 && (
          <ul className="sol-chips" aria-label={t('solution.industries')}>
            {item.industries.map((industry) => (
              <li key={industry.id} className="sol-chip">
                {industry.name}
              </li>
            ))}
          </ul>
        )}
        <p className="sol-card-summary">{item.summary}</p>
        {item.devices.length > 0 && (
          <p className="sol-card-devices">
            {t('solution.devicesLabel')}{' '}
            {item.devices.map((device) => device.model).join(lang === 'zh' ? '、' : ', ')}
          </p>
        )}
        <div className="sol-card-foot">
          <CasePrice price={item.price} priceNote={item.priceNote} />
          <span className="muted">
            <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>
            {' · '}
            {t('solution.views', { count: item.views })}
          </span>
        </div>
      </div>
    </li>
  );
}
