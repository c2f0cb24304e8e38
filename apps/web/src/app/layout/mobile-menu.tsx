import { useState } from 'react';
import Drawer from 'antd/es/drawer';
import { useTranslation } from 'react-i18next';
import { TopNav } from './top-nav';

/** The side menu below 600 px (spec 2.3); a chunk of its own, loaded on small screens only. */
export default function MobileMenu({ activePath }: { activePath: string | undefined }) {
  const { t } = useTranslation(['layout', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-label={t('layout:openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Drawer
        id="mobile-menu"
        placement="left"
        width="80%"
        title={t('common:brand')}
        open={open}
        onClose={() => setOpen(false)}
      >
        <TopNav
          vertical
          activePath={activePath}
          label={t('layout:mainMenu')}
          onNavigate={() => setOpen(false)}
        />
      </Drawer>
    </>
  );
}
