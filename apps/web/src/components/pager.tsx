import { useTranslation } from 'react-i18next';
import './pager.css';

/** Page numbers to show: the first, the last, and two either side of the current; null is a gap. */
export function pageItems(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages]);
  for (let n = current - 2; n <= current + 2; n += 1) if (n >= 1 && n <= pages) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const [i, n] of sorted.entries()) {
    const before = sorted[i - 1];
    if (before !== undefined && n - before === 2) items.push(before + 1);
    else if (before !== undefined && n - before > 2) items.push(null);
    items.push(n);
  }
  return items;
}

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** The sentence after the buttons ("24 notices"). */
  totalText?: string;
}

/**
 * A light pager for the pages a first visit lands on (the home page's notice list): antd's
 * Pagination brings its page-size Select and the popup machinery with it, a third of the home
 * page's JavaScript, even with the size changer off. Hidden when everything fits on one page.
 */
export function Pager({ current, pageSize, total, onChange, totalText }: Props) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <ul>
        <li>
          <button
            type="button"
            className="pager-step"
            disabled={current <= 1}
            aria-label={t('pager.previous')}
            onClick={() => onChange(current - 1)}
          >
            ‹
          </button>
        </li>
        {pageItems(current, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={n === current ? 'pager-page is-current' : 'pager-page'}
                aria-label={t('pager.page', { n })}
                aria-current={n === current ? 'page' : undefined}
                onClick={() => onChange(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager-step"
            disabled={current >= pages}
            aria-label={t('pager.next')}
            onClick={() => onChange(current + 1)}
          >
            ›
          </button>
        </li>
      </ul>
      {totalText && <p className="pager-total">{totalText}</p>}
    </nav>
  );
}
