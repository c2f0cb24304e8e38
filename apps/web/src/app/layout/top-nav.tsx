import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOP_MENU } from '../navigation';

interface Props {
  activePath: string | undefined;
  vertical?: boolean;
  onNavigate?: () => void;
  label: string;
}

/** The top menu; the entry whose path is the current route's parent is highlighted. */
export function TopNav({ activePath, vertical = false, onNavigate, label }: Props) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={label} className={vertical ? 'top-nav top-nav-vertical' : 'top-nav'}>
      <ul>
        {TOP_MENU.map((item) => {
          const active = item.to === activePath;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={active ? 'top-nav-link active' : 'top-nav-link'}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
