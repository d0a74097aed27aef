import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/**
 * A module of a published package that the build patches or reads (decision 049): whose it is, as a message names
 * it ('Chakra'), the package, and the file inside it.
 */
export interface PublishedModule {
  owner: string;
  pkg: string;
  file: string;
}

/**
 * What a failed check throws: what changed in the published code and what the build cannot do because of it. The
 * build stops on it rather than ship pages styled on a wrong assumption.
 */
export class PublishedCodeChanged extends Error {
  override name = 'PublishedCodeChanged';
}

const require = createRequire(import.meta.url);

/** The installed package's folder (or the folder given instead, for a changed copy) and its version. */
export function packageDir(pkg: string, dir?: string): { dir: string; version: string } {
  const root = dir ?? dirname(require.resolve(`${pkg}/package.json`));
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
  return { dir: root, version: manifest.version ?? 'unknown version' };
}

/** "Chakra's dist/esm/styled-system/conditions.js (@chakra-ui/react 3.37.0)": how every message names a module. */
export function moduleName(module: PublishedModule, version: string): string {
  return `${module.owner}'s ${module.file} (${module.pkg} ${version})`;
}

/** The module's text as installed (or in the folder given); a module that is gone fails with what it was for. */
export function readPublished(module: PublishedModule, purpose: string, dir?: string): string {
  const found = packageDir(module.pkg, dir);
  const path = join(found.dir, module.file);
  if (!existsSync(path)) throw new PublishedCodeChanged(`${moduleName(module, found.version)} is gone: ${purpose} cannot apply`);
  return readFileSync(path, 'utf8');
}

/** Whether a module id the bundler gives is that module (a path, perhaps with a query). */
export function isModule(module: PublishedModule, id: string): boolean {
  return id.split('?')[0]!.replaceAll('\\', '/').endsWith(`/${module.pkg}/${module.file}`);
}

/** How often `text` occurs in `code`. */
export function occurrences(code: string, text: string): number {
  return text === '' ? 0 : code.split(text).length - 1;
}

/**
 * Why `code` does not hold `text` exactly once ('no longer contains …', 'contains … 2 times'), or undefined when
 * it does: a text found twice would be replaced in one place and left in the other.
 */
export function notOnce(code: string, text: string): string | undefined {
  const count = occurrences(code, text);
  if (count === 1) return undefined;
  return count === 0 ? `no longer contains \`${text}\`` : `contains \`${text}\` ${count} times instead of once`;
}

/** The JavaScript files of a package under one of its folders, as paths inside the package ('dist/esm/…'). */
export function publishedFiles(pkg: string, under: string, dir?: string): string[] {
  const root = packageDir(pkg, dir).dir;
  return readdirSync(join(root, under), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => relative(root, join(root, under, file)).replaceAll('\\', '/'))
    .sort();
}
