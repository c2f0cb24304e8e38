import { useId, useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Favourite } from '@seuiot/contract';
import { useIsMobile } from '../../../lib/use-media-query';
import { useFavouriteRename } from '../api/favourites';

/**
 * One's own name for a favourite (decision 0061): prefilled with the current one; saved with
 * Enter or Save; an empty name gives the entry its own name back, as the hint says.
 */
export function FavouriteRename({ item, onClose }: { item: Favourite; onClose: () => void }) {
  const { t } = useTranslation('center');
  const mobile = useIsMobile();
  const rename = useFavouriteRename();
  const [label, setLabel] = useState(item.label ?? '');
  const fieldId = useId();
  const save = () =>
    rename.mutate({ id: item.id, label: label.trim() }, { onSuccess: () => onClose() });
  return (
    <Modal
      open
      title={t('favourites.renameTitle')}
      okText={t('favourites.renameSave')}
      cancelText={t('favourites.renameCancel')}
      okButtonProps={{ loading: rename.isPending }}
      onOk={save}
      onCancel={onClose}
      width={mobile ? '100%' : 480}
      centered
    >
      <label htmlFor={fieldId} className="favourite-rename-label">
        {t('favourites.renameLabel')}
      </label>
      <Input
        id={fieldId}
        autoFocus
        value={label}
        maxLength={LIMITS.favouriteLabelMax}
        showCount
        aria-describedby={`${fieldId}-hint`}
        onChange={(event) => setLabel(event.target.value)}
        onPressEnter={save}
      />
      <p id={`${fieldId}-hint`} className="form-hint">
        {t('favourites.renameHint', { name: item.name })}
      </p>
    </Modal>
  );
}
