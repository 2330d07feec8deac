/**
 * The works of the catalogue sold in both languages: each pair is the French and the English edition of one text
 * (ISBN-13 of the French edition first), linked as editions of one work by the seed (see migration 019). Every pair
 * of `books` with the same author and year in the two languages, and nothing else.
 */
export const editionPairs: Array<[french: string, english: string]> = [
  ['9782490512584', '9781803417097'], // Notre-Dame de Paris
  ['9782490512263', '9780957423374'], // Les Misérables
  ['9782490512287', '9781803418032'], // Vingt mille lieues sous les mers / Twenty Thousand Leagues Under the Sea
  ['9782490512652', '9781803417523'], // Le Tour du monde en quatre-vingts jours / Around the World in Eighty Days
  ['9782368177693', '9781803414997'], // Germinal
  ['9782368178362', '9781803414553'], // Le Père Goriot / Old Goriot
  ['9782368177730', '9781803417622'], // Madame Bovary
  ['9782368174883', '9781803416816'], // Le Rouge et le Noir / The Red and the Black
  ['9782490512157', '9781803413969'], // Du côté de chez Swann / Swann's Way
  ['9782368178522', '9781803418889'], // Le Tartuffe / Tartuffe; or, The Hypocrite
  ['9782368172926', '9781803412221'], // Le Fantôme de l'Opéra / The Phantom of the Opera
  ['9782387425652', '9781803411972'], // Les Grandes Espérances / Great Expectations
  ['9782490512027', '9780957434349'], // L'Ingénieux Hidalgo Don Quichotte de la Manche / Don Quixote
  ['9782387427601', '9781803411415'], // Hamlet
  ['9782491226022', '9781915728197'], // Aventures d'Alice au pays des merveilles / Alice's Adventures in Wonderland
  ['9782491226183', '9781803418896'], // L'Île au trésor / Treasure Island
  ['9782491226893', '9781915728135'], // Le Livre de la jungle / The Jungle Book
  ['9782491226114', '9781915728890'], // Les Aventures de Tom Sawyer / The Adventures of Tom Sawyer
  ['9782490512164', '9780854317363'], // Essais / Essays
  ['9782372849326', '9780854313198'], // De la démocratie en Amérique / Democracy in America
  ['9782372845960', '9780854315772'], // L'Origine des espèces / On the Origin of Species
];
