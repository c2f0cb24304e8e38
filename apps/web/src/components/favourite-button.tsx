import { Button, Tooltip } from 'antd';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { useTranslation } from 'react-i18next';
import './favourite-button.css';

export interface FavouriteButtonProps {
  /** Whether the item is a favourite now. */
  active: boolean;
  /** A toggle is on its way: the button waits. */
  loading?: boolean;
  onToggle: () => void;
  /** The item's name, for the accessible name ("Add S90 manual to favourites"). */
  label?: string;
}

/** The favourite star of lists and detail pages; the caller makes the call and owns the state. */
export function FavouriteButton({
  active,
  loading = false,
  onToggle,
  label,
}: FavouriteButtonProps) {
  const { t } = useTranslation('common');
  const short = t(active ? 'favourite.remove' : 'favourite.add');
  const name = label
    ? t(active ? 'favourite.removeNamed' : 'favourite.addNamed', { name: label })
    : short;
  return (
    // Inside the list's own landmark: a tooltip at the end of the page sits outside every region.
    <Tooltip title={short} getPopupContainer={(node) => node.parentElement ?? document.body}>
      <Button
        type="text"
        size="small"
        className={active ? 'favourite-button is-on' : 'favourite-button'}
        icon={active ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        aria-label={name}
        aria-pressed={active}
        loading={loading}
        aria-busy={loading || undefined}
        onClick={onToggle}
      />
    </Tooltip>
  );
}
