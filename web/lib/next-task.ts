/** Resolves in a task of its own (a timer), so the browser can paint and handle input before what follows runs. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
