import { defineMessages } from '@bookshop/i18n';
import { catalogCommonMessages } from '../../lib/common-messages';

/** Texts of the collaborator list and a collaborator's page. */
export const collaboratorsMessages = defineMessages({
  fr: {
    ...catalogCommonMessages.fr,
    collaboratorsIntro: 'Auteurs, traducteurs et illustrateurs de nos livres.',
    filterNames: 'Filtrer par nom',
    noCollaborator: 'Aucun collaborateur ne correspond à « {query} ».',
    roleAuthor: 'Auteur',
    roleTranslator: 'Traducteur',
    roleIllustrator: 'Illustrateur',
    booksAsAuthor: 'Ses livres',
    booksAsTranslator: 'Ses traductions',
    booksAsIllustrator: 'Ses illustrations',
    collaboratorNotFound: 'Ce collaborateur est introuvable.',
    backToCollaborators: 'Voir tous les collaborateurs',
  },
  eng: {
    ...catalogCommonMessages.eng,
    collaboratorsIntro: 'Authors, translators and illustrators of our books.',
    filterNames: 'Filter by name',
    noCollaborator: 'No collaborator matches “{query}”.',
    roleAuthor: 'Author',
    roleTranslator: 'Translator',
    roleIllustrator: 'Illustrator',
    booksAsAuthor: 'Books',
    booksAsTranslator: 'Translations',
    booksAsIllustrator: 'Illustrated books',
    collaboratorNotFound: 'This collaborator could not be found.',
    backToCollaborators: 'See all collaborators',
  },
});
