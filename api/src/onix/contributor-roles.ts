/**
 * Names of ONIX contributor roles (code list 17) as the shop shows them next to a contributor. English follows
 * EDItEUR's own wording, shortened where it reads oddly on a book page ("By (author)" is "Author"); French is how
 * French books and bookshops credit the same work ("Traduit par", "Préface de").
 */
import { type ArticleTextLanguage, type Language } from '@bookshop/contracts';

interface RoleName {
  readonly fr: string;
  readonly en: string;
}

export const CONTRIBUTOR_ROLE_NAMES: Readonly<Record<string, RoleName>> = {
  A01: { fr: 'Auteur', en: 'Author' },
  A02: { fr: 'Avec', en: 'With' },
  A03: { fr: 'Scénario de', en: 'Screenplay by' },
  A06: { fr: 'Compositeur', en: 'Composer' },
  A07: { fr: 'Artiste', en: 'Artist' },
  A08: { fr: 'Photographe', en: 'Photographer' },
  A09: { fr: 'Créé par', en: 'Created by' },
  A12: { fr: 'Illustré par', en: 'Illustrated by' },
  A13: { fr: 'Photographies de', en: 'Photographs by' },
  A14: { fr: 'Texte de', en: 'Text by' },
  A15: { fr: 'Préface de', en: 'Preface by' },
  A16: { fr: 'Prologue de', en: 'Prologue by' },
  A19: { fr: 'Postface de', en: 'Afterword by' },
  A20: { fr: 'Notes de', en: 'Notes by' },
  A21: { fr: 'Commentaires de', en: 'Commentaries by' },
  A22: { fr: 'Épilogue de', en: 'Epilogue by' },
  A23: { fr: 'Avant-propos de', en: 'Foreword by' },
  A24: { fr: 'Introduction de', en: 'Introduction by' },
  A29: { fr: 'Introduction et notes de', en: 'Introduction and notes by' },
  A32: { fr: 'Contributions de', en: 'Contributions by' },
  A35: { fr: 'Dessins de', en: 'Drawings by' },
  A36: { fr: 'Couverture de', en: 'Cover design by' },
  A38: { fr: "Auteur de l'œuvre originale", en: 'Original author' },
  A39: { fr: 'Cartes de', en: 'Maps by' },
  A45: { fr: 'Scénario de', en: 'Comic script by' },
  A46: { fr: 'Encrage de', en: 'Inked by' },
  A47: { fr: 'Couleurs de', en: 'Colours by' },
  A48: { fr: 'Lettrage de', en: 'Lettered by' },
  B01: { fr: 'Sous la direction de', en: 'Edited by' },
  B02: { fr: 'Révisé par', en: 'Revised by' },
  B03: { fr: 'Raconté par', en: 'Retold by' },
  B04: { fr: 'Abrégé par', en: 'Abridged by' },
  B05: { fr: 'Adapté par', en: 'Adapted by' },
  B06: { fr: 'Traduit par', en: 'Translated by' },
  B09: { fr: 'Direction de collection', en: 'Series edited by' },
  B10: { fr: 'Édité et traduit par', en: 'Edited and translated by' },
  B11: { fr: 'Rédacteur en chef', en: 'Editor-in-chief' },
  C01: { fr: 'Compilé par', en: 'Compiled by' },
  C02: { fr: 'Choix de', en: 'Selected by' },
  E03: { fr: 'Narrateur', en: 'Narrator' },
  E07: { fr: 'Lu par', en: 'Read by' },
  Z01: { fr: 'Avec la collaboration de', en: 'Assisted by' },
};

/**
 * A role's name in the shop's language, or its code when the table has no name for it (a rare role still shows
 * something a bookseller can look up). Both spellings the shop uses for English are accepted ('en' and 'eng').
 */
export function contributorRoleName(code: string, language: Language | ArticleTextLanguage): string {
  // Codes come from the file: an own-property check keeps `constructor` or `toString` from finding inherited members.
  const names = Object.hasOwn(CONTRIBUTOR_ROLE_NAMES, code) ? CONTRIBUTOR_ROLE_NAMES[code] : undefined;
  if (!names) return code;
  return language === 'fr' ? names.fr : names.en;
}
