import './tag-selector.css';

export interface TagOption {
  value: number;
  label: string;
}

interface Props {
  /** Accessible name of the group (the visible label names it too). */
  label: string;
  options: readonly TagOption[];
  /** The chosen tag, or null for "all". */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Text of the tag that clears the choice. */
  allLabel: string;
}

/**
 * The tag selector of spec 2.7 (industries, classifications): one tag chosen at a time, "all"
 * first. Toggle buttons (aria-pressed), so each tag is one Tab stop and reads as on or off.
 */
export function TagSelector({ label, options, value, onChange, allLabel }: Props) {
  const tag = (key: number | null, text: string) => {
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
