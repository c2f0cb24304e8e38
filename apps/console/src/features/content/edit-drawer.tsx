import type { ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  width: number;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The side panel in which the editor writes a notice or a banner, with its save button. */
export function EditDrawer({ open, title, width, saving, onSave, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      title={title}
      width={width}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" loading={saving} onClick={onSave}>
          {t('content.save')}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
