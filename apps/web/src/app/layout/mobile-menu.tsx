import Drawer from 'antd/es/drawer';
import { useTranslation } from 'react-i18next';
import { TopNav } from './top-nav';

interface Props {
  activePath: string | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * The side menu below 1024 px (spec 2.3, decision 0060); a chunk of its own, loaded when the header's menu button
 * is first pressed.
 */
export default function MobileMenu({ activePath, open, onClose }: Props) {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <Drawer
      id="mobile-menu"
      placement="left"
      width="80%"
      title={t('common:brand')}
      open={open}
      onClose={onClose}
    >
      <TopNav vertical activePath={activePath} label={t('layout:mainMenu')} onNavigate={onClose} />
    </Drawer>
  );
}
