/**
 * SQL for a translated column: the English text when `langParam` is 'eng' and it is not empty, else the French one
 * (French is the store's default language and every row has it).
 */
export function localized(frColumn: string, enColumn: string, langParam: string): string {
  return `case when ${langParam}::text = 'eng' then coalesce(nullif(${enColumn}, ''), ${frColumn}) else ${frColumn} end`;
}
