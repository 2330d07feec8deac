import { useId } from 'react';
import { formatPublicationDate, pickNote, type ArticlePick } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { pickMessages } from './pick-messages';
import './picks.css';

/**
 * A bookseller's pick on the book page: their note, in the shopper's language when they wrote one in it (else the
 * French one, marked as French), signed with their name, their shop and the day.
 */
export function BookPick({ pick }: { pick: ArticlePick }) {
  const t = useT(pickMessages);
  const language = useRootStore((s) => s.language);
  const headingId = useId();
  const note = pickNote(pick, language);
  const date = formatPublicationDate(pick.picked_on, 'day', language);
  return (
    <section className="book-pick" aria-labelledby={headingId}>
      <h2 id={headingId} className="book-pick__heading">
        {t('pickHeading')}
      </h2>
      <figure className="book-pick__figure">
        <blockquote className="book-pick__note" lang={note.lang}>
          {note.text.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className="book-pick__signature">
          — {t('pickSignature', { bookseller: pick.bookseller, location: pick.location.name, date })}
        </figcaption>
      </figure>
    </section>
  );
}
