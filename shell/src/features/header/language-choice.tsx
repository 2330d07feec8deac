import { useState } from 'react';
import type { Language } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { afterNextPaint, chooseLanguage, uiMessages } from '@bookshop/ui';

/**
 * Where the flags come from: FLAG_BASE_URL at build time (shell/webpack.config.js), by default the store's own /flags/,
 * where the build puts the flag-icons files it needs.
 */
export const FLAG_BASE_URL = process.env.FLAG_BASE_URL || '/flags/';

/** Each language with the flag it shows (flag-icons' country codes): France for French, the United Kingdom for English. */
const LANGUAGES: ReadonlyArray<{ value: Language; lang: string; name: 'french' | 'english'; flag: string }> = [
  { value: 'fr', lang: 'fr', name: 'french', flag: 'fr' },
  { value: 'eng', lang: 'en', name: 'english', flag: 'gb' },
];

/** The address of a flag (`fr`, `gb`) under a base address, with or without its final slash. */
export function flagUrl(flag: string, base: string = FLAG_BASE_URL): string {
  return `${base.endsWith('/') ? base : `${base}/`}${flag}.svg`;
}

/**
 * The language choice of the top bar and the drawer: each language by its name, in its own tongue, with its flag beside
 * it. The flags are decorative (the name says it all), so a missing or late one takes nothing away.
 * A choice shows at once, and the page changes language in a task of its own once that is painted: every text of the
 * page re-renders then, about 0.15 s of a phone's main thread, which the press no longer waits for (its INP was 0.3 s).
 */
export function LanguageChoice({ idPrefix }: { idPrefix: string }) {
  const t = useT(uiMessages);
  const language = useRootStore((s) => s.language);
  const [chosen, setChosen] = useState<Language | null>(null);
  if (chosen !== null && chosen === language) setChosen(null);
  const choose = (next: Language) => {
    setChosen(next);
    void afterNextPaint().then(() => chooseLanguage(next));
  };
  return (
    <fieldset className="language-choice">
      <legend className="visually-hidden">{t('language')}</legend>
      {LANGUAGES.map((option) => (
        <label key={option.value} className="language-choice__option">
          <input
            id={`${idPrefix}-language-${option.value}`}
            type="radio"
            name={`${idPrefix}-language`}
            value={option.value}
            checked={(chosen ?? language) === option.value}
            onChange={() => choose(option.value)}
          />
          {/* Low priority: on a phone's connection the page's cover (its largest paint) comes before them. */}
          <img className="language-choice__flag" src={flagUrl(option.flag)} alt="" width={20} height={15} fetchPriority="low" />
          <span lang={option.lang}>{t(option.name)}</span>
        </label>
      ))}
    </fieldset>
  );
}
