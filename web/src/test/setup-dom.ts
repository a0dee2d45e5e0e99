import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '../hooks/use-toast';

// Pages are lazy chunks: the first visit in a test file waits for a module import.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks pointer capture, which Radix's swipe and menu handlers call.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
