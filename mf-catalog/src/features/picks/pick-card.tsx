import { pickExcerpt, pickNote, type ArticlePick } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { pickMessages } from './pick-messages';
import './picks.css';

/*
 * A pick on a book's card, apart from the book page's (book-pick.tsx): every list's cards load this, and only this, on
 * the first screen.
 */

/** The start of a pick under a book's card (the home page's "Coups de cœur"), and who signed it. */
export function PickExcerpt({ pick }: { pick: ArticlePick }) {
  const t = useT(pickMessages);
  const language = useRootStore((s) => s.language);
  const note = pickNote(pick, language);
  return (
    <figure className="pick-excerpt">
      <blockquote className="pick-excerpt__note" lang={note.lang}>
        <p>{pickExcerpt(note.text)}</p>
      </blockquote>
      <figcaption className="pick-excerpt__by">{t('pickBy', { bookseller: pick.bookseller, location: pick.location.name })}</figcaption>
    </figure>
  );
}

/** The label on a picked book's cover in any list. */
export function PickBadge() {
  const t = useT(pickMessages);
  return <span className="pick-badge">{t('pickBadge')}</span>;
}
