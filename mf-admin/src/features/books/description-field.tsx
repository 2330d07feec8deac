import { useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '@bookshop/i18n';
import { booksMessages, type BooksMessageKey } from './messages';
import { SafeHtml } from './safe-html';

interface Wrapping {
  /** The new text, and the selection to give back (inside the new tags). */
  text: string;
  start: number;
  end: number;
}

/** Puts the selection between `open` and `close`, keeping it selected inside them. */
export function wrapSelection(text: string, start: number, end: number, open: string, close: string): Wrapping {
  return {
    text: text.slice(0, start) + open + text.slice(start, end) + close + text.slice(end),
    start: start + open.length,
    end: end + open.length,
  };
}

/** Makes each selected line an item of a new bulleted list (an empty item when nothing is selected). */
export function listSelection(text: string, start: number, end: number): Wrapping {
  const lines = text.slice(start, end).split('\n').map((line) => line.trim()).filter(Boolean);
  const items = (lines.length > 0 ? lines : ['']).map((line) => `<li>${line}</li>`).join('\n');
  const list = `<ul>\n${items}\n</ul>`;
  // Nothing selected: the cursor lands in the empty item, ready to type.
  const caret = lines.length > 0 ? start + list.length : start + '<ul>\n<li>'.length;
  return { text: text.slice(0, start) + list + text.slice(end), start: caret, end: caret };
}

type Change = (text: string, start: number, end: number) => Wrapping;

/** The toolbar's buttons, in order; those with a letter also answer Ctrl (or Cmd) and that letter in the text. */
const TOOLS: ReadonlyArray<{ label: BooksMessageKey; shortcut: string | null; change: Change }> = [
  { label: 'bold', shortcut: 'b', change: (text, start, end) => wrapSelection(text, start, end, '<strong>', '</strong>') },
  { label: 'italic', shortcut: 'i', change: (text, start, end) => wrapSelection(text, start, end, '<em>', '</em>') },
  { label: 'paragraph', shortcut: null, change: (text, start, end) => wrapSelection(text, start, end, '<p>', '</p>') },
  { label: 'bulletList', shortcut: null, change: listSelection },
];

interface DescriptionFieldProps {
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/**
 * The description as HTML with a small toolbar (bold, italic, paragraph, bulleted list) that wraps the selection in
 * tags, Ctrl+B and Ctrl+I in the text, and a preview of what the server will keep.
 */
export function DescriptionField({ value, onChange, error }: DescriptionFieldProps) {
  const t = useT(booksMessages);
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);

  const apply = (change: Change) => {
    const element = area.current;
    if (!element) return;
    const next = change(value, element.selectionStart, element.selectionEnd);
    // The new text must be in the control before the selection can be set inside it.
    flushSync(() => onChange(next.text));
    element.focus();
    element.setSelectionRange(next.start, next.end);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const tool = TOOLS.find((candidate) => candidate.shortcut === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    apply(tool.change);
  };

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field books-description">
      <label htmlFor={id}>{t('description')}</label>
      <div role="toolbar" aria-label={t('formatting')} aria-controls={id} className="books-description__toolbar">
        {TOOLS.map((tool) => (
          <button key={tool.label} type="button" className="books-description__tool" onClick={() => apply(tool.change)}>
            {t(tool.label)}
          </button>
        ))}
      </div>
      <textarea
        ref={area}
        id={id}
        rows={8}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('descriptionHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <section className="books-description__preview" aria-label={t('preview')}>
        <h2>{t('preview')}</h2>
        {value.trim() ? <SafeHtml html={value} /> : <p className="admin-muted">{t('previewEmpty')}</p>}
      </section>
    </div>
  );
}
