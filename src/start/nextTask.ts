/** Resolves in a task of its own: the browser paints and answers input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
