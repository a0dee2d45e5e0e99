// A task module that takes a while to load, as a real one does on a busy machine (tsx compiling
// the renderer or the engine), and then answers at once: task-threads.test.ts runs it.
await new Promise((resolve) => setTimeout(resolve, 1_500));

export async function runTask(input: { echo: string }): Promise<string> {
  return input.echo;
}
