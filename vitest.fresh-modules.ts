import { vi } from 'vitest';

/**
 * Runs before every test file of a project that reuses its worker between files (`isolate: false`):
 * the project's own modules are evaluated afresh for each file, as in a new process, so module
 * state and `vi.mock` never leak from one file into the next. Installed packages (React, jsdom,
 * pdf.js, Fastify, the NLP libraries) stay loaded, which is what makes reuse fast.
 */
vi.resetModules();
