/** Server builds: a stylesheet import becomes an empty module (the browser build owns the styles). */
module.exports = function emptyModule() {
  return 'export {};';
};
