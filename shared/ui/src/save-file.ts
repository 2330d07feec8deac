/**
 * Hands a file the page holds to the browser as if a link to it had been followed: a document read through the API
 * with the session's token (a plain link would carry none), or one the page made.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: it is released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
