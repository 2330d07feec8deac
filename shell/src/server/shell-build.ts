/**
 * What the renderer needs of the shell's browser build to write a page: the entry script and the start-up files
 * (`shell-files.json`, written by the build's StartupPreloadPlugin), the stylesheets' text (hashed files: read once),
 * and the start module's code (dist/server/start.js, the shell's third build).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ShellBuild {
  /** The shell's entry script, started by the start module. */
  entry: string;
  /** The scripts the shell starts with, fetched beside the entry. */
  scripts: string[];
  /** The shell's stylesheets, whose used rules go in the page (page-styles.ts), and whose files are fetched at start. */
  styles: Array<{ href: string; text: string }>;
  /** The start module's code: the page's bootstrap script. */
  startCode: string;
}

/** A build with no files: what a renderer made without one renders (the renderer's own tests). */
export const NO_SHELL_BUILD: ShellBuild = { entry: '/main.js', scripts: [], styles: [], startCode: '' };

/** Reads the shell's build from its `dist` folder. */
export function readShellBuild(dist: string): ShellBuild {
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
  const files = JSON.parse(read('shell-files.json')) as { entry: string; scripts: string[]; styles: string[] };
  return {
    entry: files.entry,
    scripts: files.scripts,
    styles: files.styles.map((href) => ({ href, text: read(href) })),
    startCode: read(path.join('server', 'start.js')),
  };
}
