/** Publishers of the seeded editions (fictional imprints). */
export const publishers: string[] = [
  'Éditions du Phare',
  'Éditions de la Garance',
  'Éditions des Deux Rives',
  'Éditions La Marelle',
  'Éditions du Sextant',
  'Lantern Classics',
  'Harrow & Finch',
  'Bramblewood Press',
  'Northgate Books',
];
