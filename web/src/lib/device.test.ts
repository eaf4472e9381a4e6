import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPhone } from './device.ts';

/** A device with this pointer and screen. */
function device(coarse: boolean, width: number, height: number) {
  vi.stubGlobal('window', {
    matchMedia: (query: string) => ({ matches: query === '(pointer: coarse)' && coarse }),
    screen: { width, height },
  });
}

describe('the device decides the phone layout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a phone with a touch screen whose short side is below the medium breakpoint, upright or turned', () => {
    device(true, 390, 844);
    expect(isPhone()).toBe(true);
    device(true, 844, 390);
    expect(isPhone()).toBe(true);
  });

  it('is not a phone with a mouse however narrow, nor a tablet', () => {
    device(false, 390, 844);
    expect(isPhone()).toBe(false);
    device(true, 768, 1024);
    expect(isPhone()).toBe(false);
  });
});
