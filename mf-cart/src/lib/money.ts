/** Euro amounts inside a sentence: delivery thresholds and bank transfers are in euro whatever the shown currency. */
export function formatEuro(amount: number, language: 'fr' | 'eng'): string {
  return new Intl.NumberFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
}
