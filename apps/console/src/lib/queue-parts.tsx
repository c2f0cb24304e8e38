import type { ReactNode } from 'react';
import { Button, Drawer, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The parts every review queue (developer applications, apps, versions, certifications) shares:
 * the state filter, the column that opens an item, and the drawer that shows it.
 */

/** The state filter above a queue; at a phone's width the options scroll inside the control. */
export function QueueStateFilter<S extends string>({
  states,
  value,
  onChange,
}: {
  states: readonly S[];
  value: S;
  onChange: (s: S) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<S>
      aria-label={t('review.filter')}
      value={value}
      onChange={onChange}
      options={states.map((s) => ({ value: s, label: t(`review.filter_${s}`) }))}
      style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
    />
  );
}

/** The actions column: one button a row that opens the item (its name in the accessible label). */
export function openColumn<R>(
  label: string,
  nameOf: (r: R) => string,
  onOpen: (r: R) => void,
  actionsTitle: string,
) {
  return {
    title: actionsTitle,
    render: (_: unknown, r: R) => (
      <Button
        size="small"
        type="primary"
        aria-label={`${label} ${nameOf(r)}`}
        onClick={() => onOpen(r)}
      >
        {label}
      </Button>
    ),
  };
}

/** The drawer an item opens in: full width on a phone, its content gone once closed. */
export function QueueDrawer({
  open,
  onClose,
  title,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      width={`min(${width}px, 100vw)`}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}

/** Date and time in the console's language (a queue's submitted and decided columns). */
export function useDateTime(): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
