import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer has gone, so its duration tells the caller nothing. */
    afterResponse: AfterResponse;
  }
}

export interface AfterResponse {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once all work started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function registerAfterResponse(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  const afterResponse: AfterResponse = {
    run(name, work) {
      // Started on a later turn of the event loop, once the answer has been written out.
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err) => app.log.error({ err, task: name }, 'work after the response failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('afterResponse', afterResponse);
  app.addHook('onClose', () => afterResponse.idle());
}
