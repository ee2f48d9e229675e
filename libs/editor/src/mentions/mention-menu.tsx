import type { CSSProperties } from 'react';

/** One person or work item the user can mention. */
export interface MentionOption {
  id: string;
  label: string;
  avatarUrl?: string;
  /** `member` (default): `@label`, for notifications. `work_item`: a link-like chip that navigates to `href`. */
  kind?: 'member' | 'work_item';
  /** Where a work-item mention leads (an app path such as `/acme/projects/p1/work-items/WR-5`, or an http(s) URL). */
  href?: string;
  /** A secondary line in the suggestion list (e.g. "WR-5"). */
  detail?: string;
}

export interface MentionMenuProps {
  id: string;
  label: string;
  emptyLabel: string;
  options: MentionOption[];
  /** True while the first results for the current query are on their way (the empty message is held back). */
  loading?: boolean;
  highlightedIndex: number;
  onSelect(option: MentionOption): void;
  onHighlight(index: number): void;
  style?: CSSProperties;
}

/** The id of the DOM element for option `index` (for aria-activedescendant). */
export function mentionOptionId(menuId: string, index: number): string {
  return `${menuId}-option-${index}`;
}

/** Suggestion list for @-mentions (listbox; the editor keeps focus, so options are chosen with mousedown). */
export function MentionMenu({ id, label, emptyLabel, options, loading = false, highlightedIndex, onSelect, onHighlight, style }: MentionMenuProps) {
  return (
    <div className="ck-editor__mention-menu" style={style}>
      <ul id={id} role="listbox" aria-label={label} aria-busy={loading || undefined} className="ck-editor__mention-list">
        {options.map((option, index) => (
          <li
            key={option.id}
            id={mentionOptionId(id, index)}
            role="option"
            aria-selected={index === highlightedIndex}
            className="ck-editor__mention-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(option)}
            onMouseEnter={() => onHighlight(index)}
          >
            {option.avatarUrl ? (
              <img className="ck-editor__mention-avatar" src={option.avatarUrl} alt="" />
            ) : (
              <span className="ck-editor__mention-avatar ck-editor__mention-avatar--initial" aria-hidden="true">
                {option.label.trim().charAt(0).toUpperCase()}
              </span>
            )}
            <span className="ck-editor__mention-label">{option.label}</span>
            {option.detail && <span className="ck-editor__mention-detail">{option.detail}</span>}
          </li>
        ))}
      </ul>
      {options.length === 0 && !loading && <p className="ck-editor__mention-empty">{emptyLabel}</p>}
    </div>
  );
}
