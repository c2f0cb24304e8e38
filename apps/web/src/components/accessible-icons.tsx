import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';

/*
 * antd's own icons carry their file name as the accessible name (role="img",
 * aria-label="close-circle"), so a control holding one was read "left", "ellipsis" or
 * "collapsed How do I...". These stand in for them where antd lets us pass an icon: decorative
 * ones are hidden, and an icon that is a control's only content names the control in the
 * reader's language.
 */

/** The clear button of a search box ("Clear"). */
function ClearIcon() {
  const { t } = useTranslation('common');
  return <CloseCircleFilled aria-label={t('a11y.clear')} />;
}

/** The "more tabs" button of a tab strip that overflows. */
function MoreTabsIcon() {
  const { t } = useTranslation('common');
  return <EllipsisOutlined aria-label={t('a11y.moreTabs')} />;
}

/** Previous / next page of antd's Pagination, as antd draws them, named. */
function PageArrow({ next }: { next: boolean }) {
  const { t } = useTranslation('common');
  return (
    <button
      className="ant-pagination-item-link"
      type="button"
      tabIndex={-1}
      aria-label={t(next ? 'pager.next' : 'pager.previous')}
    >
      {next ? <RightOutlined aria-hidden /> : <LeftOutlined aria-hidden />}
    </button>
  );
}

/** `allowClear` of an Input whose clear button is named. */
export const ALLOW_CLEAR = { clearIcon: <ClearIcon /> };

/** Spread into every antd Pagination. */
export const PAGER_ICONS = {
  prevIcon: <PageArrow next={false} />,
  nextIcon: <PageArrow next />,
};

/** The Tabs config of the ConfigProvider. */
export const TABS_CONFIG = { more: { icon: <MoreTabsIcon /> } };

/** The Collapse config of the ConfigProvider: the header is the button, the arrow decoration. */
export const COLLAPSE_CONFIG = {
  expandIcon: ({ isActive }: { isActive?: boolean }) => (
    <RightOutlined aria-hidden rotate={isActive ? 90 : undefined} />
  ),
};
