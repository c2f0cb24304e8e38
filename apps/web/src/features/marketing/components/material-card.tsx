import { Link } from 'react-router';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import type { MaterialSummary } from '../types';

/** One material in a list: cover, type, title (to the detail page), summary, views, date. */
export function MaterialCard({
  material,
  headingLevel = 3,
}: {
  material: MaterialSummary;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('marketing');
  const lang = useLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="material-card">
      {material.cover && (
        <img
          className="material-cover"
          src={material.cover}
          alt=""
          loading="lazy"
          width={320}
          height={180}
        />
      )}
      <div className="material-body">
        <span className="material-type">{material.typeName}</span>
        <Heading className="material-title">
          <Link to={`/marketingDetail?id=${material.id}`}>{material.title}</Link>
        </Heading>
        {material.summary && <p className="material-summary">{material.summary}</p>}
        <p className="material-meta">
          <span>
            <EyeOutlined aria-hidden /> {t('views', { value: formatCount(material.views, lang) })}
          </span>
          <time dateTime={material.createTime}>{formatDate(material.createTime, lang)}</time>
        </p>
      </div>
    </article>
  );
}
