/** Stylesheets are bundled by webpack (style-loader) and stubbed in jest. */
declare module '*.css';

/** webpack's context of a folder's modules (import.meta.webpackContext): a remote's standalone page loads its exposes. */
interface ImportMeta {
  webpackContext(
    request: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'lazy' },
  ): ((request: string) => Promise<unknown>) & { keys(): string[] };
}
