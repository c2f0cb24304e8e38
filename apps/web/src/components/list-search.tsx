import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { LIMITS } from '@seuiot/contract';
import { ALLOW_CLEAR } from './accessible-icons';

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
 * searches; the search itself lives in the page's address.
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
  const [ownDraft, setOwnDraft] = useState(value);
  // Back and forward change the search: the box follows.
  useEffect(() => setOwnDraft(value), [value]);
  const text = draft ?? ownDraft;

  return (
    <Input.Search
      className={className}
      size={size}
      value={text}
      onChange={(event) => (onDraftChange ?? setOwnDraft)(event.target.value)}
      onSearch={(next) => onSearch(next.trim())}
      placeholder={placeholder}
      aria-label={label}
      enterButton={buttonText}
      allowClear={ALLOW_CLEAR}
      maxLength={maxLength}
    />
  );
}
