/** ISBN-13 with hyphens after the prefix, the group and before the check digit (publisher ranges vary, so no finer split). */
export function formatIsbn(ean: string): string {
  return /^\d{13}$/.test(ean) ? `${ean.slice(0, 3)}-${ean.slice(3, 4)}-${ean.slice(4, 12)}-${ean.slice(12)}` : ean;
}
