import { builtinEnvironments, type Environment } from 'vitest/environments';

/*
 * jsdom, made once per worker and kept for every test file the worker runs (decision 088): the files of the web project
 * share the libraries they load (React, Chakra and the state machines under it), and those keep what they learn of a
 * window, so the window is one too. Each file leaves the document as it found it (tests/web/setup.ts).
 */
let made: Promise<unknown> | undefined;

const oneDocument: Environment = {
  name: 'one-document',
  viteEnvironment: 'client',
  async setup(global, options) {
    made ??= Promise.resolve(builtinEnvironments.jsdom.setup(global, options));
    await made;
    return { teardown: () => undefined };
  },
};

export default oneDocument;
