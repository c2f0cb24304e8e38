import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import './list-search.css';

interface Props {
  /** The search in force (from the address): the box shows it again after back and forward. */
  value: string;
  /** Runs with the trimmed text when the visitor searches (Enter, the button, or clearing). */
  onSearch: (value: string) => void;
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  /** The text of the search button. */
  buttonText: string;
  className?: string;
  size?: 'large';
  /** The longest text the box takes; the contract's search limit unless the list says otherwise. */
  maxLength?: number;
  /**
   * The text being typed, when the page must also set it (a hot keyword fills the box); the box
   * keeps it itself otherwise.
   */
  draft?: string;
  onDraftChange?: (draft: string) => void;
}

/**
 * The search box of a list (spec 2.7, 7): what is typed stays in the box until the visitor
 * searches; the search itself lives in the page's address. Native elements drawn like antd's
 * Input.Search (decision 0014): the lists a first visit lands on hydrate it, and antd's brings
 * its Input, Button, wave effect and their CSS-in-JS.
 */
export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
  buttonText,
  className,
  size,
  maxLength = LIMITS.searchMaxLength,
  draft,
  onDraftChange,
}: Props) {
  const { t } = useTranslation('common');
  const [ownDraft, setOwnDraft] = useState(value);
  // Back and forward change the search: the box follows.
  useEffect(() => setOwnDraft(value), [value]);
  const text = draft ?? ownDraft;
  const setText = onDraftChange ?? setOwnDraft;
  const classes = ['list-search', size === 'large' ? 'list-search-lg' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <span className={classes}>
      <span className="list-search-field">
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter that ends an input-method composition (pinyin) chooses the word: no search.
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(text.trim());
          }}
          placeholder={placeholder}
          aria-label={label}
          maxLength={maxLength}
        />
        {text !== '' && (
          <button
            type="button"
            className="list-search-clear"
            aria-label={t('a11y.clear')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="8" />
              <path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" />
            </svg>
          </button>
        )}
      </span>
      <button type="button" className="list-search-button" onClick={() => onSearch(text.trim())}>
        {buttonText}
      </button>
    </span>
  );
}
