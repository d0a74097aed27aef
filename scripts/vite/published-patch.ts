import type { Plugin } from 'vite';
import {
  PublishedCodeChanged,
  isModule,
  moduleName,
  notOnce,
  packageDir,
  publishedFiles,
  readPublished,
  type PublishedModule,
} from './published-code.ts';

/** How a check reads the published code: a module's text, and the JavaScript files of a package's folder. */
export interface PublishedReader {
  read: (module: PublishedModule) => string;
  files: (pkg: string, under: string) => string[];
}

/** Something else a patch relies on in published code: what it finds wrong in the module, or undefined. */
export interface PublishedCheck {
  module: PublishedModule;
  /** the answer completes "Chakra's <file> (<package> <version>) …" */
  problem: (code: string, reader: PublishedReader) => string | undefined;
}

/**
 * A change the build makes to a module of a published package (decision 049): exact texts replaced, each found once,
 * and what else must hold in the published code for the change to be right. Every way it can fail to apply is an
 * error that says what changed: the module gone, a text not found or found twice, a check that no longer holds, or a
 * build that never loaded the module.
 */
export interface PublishedPatch {
  module: PublishedModule;
  /** what it is, as messages name it: 'the condition lookup patch' */
  name: string;
  /** the file that makes it, which is to be reviewed when it cannot apply */
  source: string;
  replacements: readonly (readonly [find: string, replace: string])[];
  checks?: readonly PublishedCheck[];
}

const cannotApply = (patch: PublishedPatch, what: string) =>
  new PublishedCodeChanged(`${what}: ${patch.name} cannot apply (${patch.source})`);

/** The module's code with the patch applied; throws what changed if a text is not there exactly once. */
export function applyPatch(patch: PublishedPatch, code: string, dir?: string): string {
  for (const [find] of patch.replacements) {
    const problem = notOnce(code, find);
    if (problem) throw cannotApply(patch, `${moduleName(patch.module, packageDir(patch.module.pkg, dir).version)} ${problem}`);
  }
  return patch.replacements.reduce((patched, [find, replace]) => patched.replace(find, () => replace), code);
}

/** Checks the patch against the installed package (or the folder given): that it applies and its checks hold. */
export function checkPatch(patch: PublishedPatch, dir?: string): void {
  const dirOf = (pkg: string) => (pkg === patch.module.pkg ? dir : undefined);
  const reader: PublishedReader = {
    read: (module) => readPublished(module, patch.name, dirOf(module.pkg)),
    files: (pkg, under) => publishedFiles(pkg, under, dirOf(pkg)),
  };
  applyPatch(patch, reader.read(patch.module), dir);
  for (const check of patch.checks ?? []) {
    const problem = check.problem(reader.read(check.module), reader);
    const version = packageDir(check.module.pkg, dirOf(check.module.pkg)).version;
    if (problem) throw cannotApply(patch, `${moduleName(check.module, version)} ${problem}`);
  }
}

/**
 * The plugin that makes the patch: checked against the installed package when a build or the dev server starts,
 * applied when the bundler loads the module, and a build that never loaded it fails (the module moved, or the patch
 * would be silently lost). `dir` stands for the package's folder in tests, which feed a changed copy.
 */
export function publishedPatch(patch: PublishedPatch, options: { apply?: 'build'; dir?: string } = {}): Plugin {
  let building = false;
  let applied = false;
  return {
    name: `portal:${patch.name.replace(/^the /, '').replaceAll(' ', '-')}`,
    enforce: 'pre',
    ...(options.apply ? { apply: options.apply } : {}),
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      applied = false;
      checkPatch(patch, options.dir);
    },
    transform(code, id) {
      if (!isModule(patch.module, id)) return null;
      applied = true;
      return applyPatch(patch, code, options.dir);
    },
    buildEnd(error) {
      if (!building || error || applied) return;
      const version = packageDir(patch.module.pkg, options.dir).version;
      throw new PublishedCodeChanged(`The build never loaded ${moduleName(patch.module, version)}: ${patch.name} did not apply (${patch.source})`);
    },
  };
}
