import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './light-tabs.css';

export interface LightTab {
  key: string;
  label: ReactNode;
  /** Drawn only while the tab is chosen (antd's `destroyOnHidden`). */
  children: ReactNode;
}

interface Props {
  activeKey: string;
  onChange: (key: string) => void;
  items: readonly LightTab[];
}

/**
 * A tab strip for the pages a first visit lands on (decision 0014): antd's Tabs measures its
 * strip and brings its overflow menu and CSS-in-JS to a page that has two tabs. WAI-ARIA tabs with
 * automatic activation, as antd's: arrow keys, Home and End move and choose; one Tab stop.
 */
export function LightTabs({ activeKey, onChange, items }: Props) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );
  const active = items[activeIndex];

  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    const item = items[next];
    if (item) onChange(item.key);
  };

  return (
    <div className="light-tabs">
      <div className="light-tabs-nav" role="tablist">
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              className={selected ? 'light-tabs-tab is-active' : 'light-tabs-tab'}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onChange(item.key);
              }}
              onKeyDown={(event) => move(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.key}`}>
          {active.children}
        </div>
      )}
    </div>
  );
}
