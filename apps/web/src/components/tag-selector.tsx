import './tag-selector.css';

export interface TagOption<V extends number | string = number> {
  value: V;
  label: string;
}

interface Props<V extends number | string> {
  /** Accessible name of the group (the visible label names it too). */
  label: string;
  options: readonly TagOption<V>[];
  /** The chosen tag, or null for "all". */
  value: V | null;
  onChange: (value: V | null) => void;
  /** Text of the tag that clears the choice. */
  allLabel: string;
}

/**
 * The tag selector of spec 2.7 (industries, classifications): one tag chosen at a time, "all"
 * first. Toggle buttons (aria-pressed), so each tag is one Tab stop and reads as on or off. Plain
 * buttons, not antd's Radio or CheckableTag: the app market hydrates them on a visitor's first
 * load (decision 0014), and these cost no CSS-in-JS.
 */
export function TagSelector<V extends number | string = number>({
  label,
  options,
  value,
  onChange,
  allLabel,
}: Props<V>) {
  const tag = (key: V | null, text: string) => {
    const pressed = value === key;
    return (
      <li key={key ?? 'all'}>
        <button
          type="button"
          className={pressed ? 'tag-selector-tag is-on' : 'tag-selector-tag'}
          aria-pressed={pressed}
          onClick={() => onChange(key)}
        >
          {text}
        </button>
      </li>
    );
  };
  return (
    <div className="tag-selector" role="group" aria-label={label}>
      <span className="tag-selector-label" aria-hidden="true">
        {label}
      </span>
      <ul>
        {tag(null, allLabel)}
        {options.map((option) => tag(option.value, option.label))}
      </ul>
    </div>
  );
}
