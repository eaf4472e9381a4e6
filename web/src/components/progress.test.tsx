import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './progress.css.ts';
import { CompletionBar, Progress } from './progress.tsx';

describe('Progress', () => {
  it('announces long work by its label and percent, the bar drawn that far', () => {
    render(<Progress label="Uploading..." value={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading...' });

    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.textContent).toContain('43%');
  });
});

/** The bar's fill: the one part drawn to a width. */
const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[style*="width"]') as HTMLElement;

describe('CompletionBar', () => {
  it('is a progress bar of the done out of the whole, filled to the rounded percent', () => {
    render(<CompletionBar label="1 of 3 tasks completed" completed={1} total={3} />);
    const bar = screen.getByRole('progressbar', { name: '1 of 3 tasks completed' });

    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    const fill = fillOf(bar);
    expect(fill.className).toBe(styles.completionFill.partial);
    expect(fill.style.width).toBe('33%');
  });

  it('turns to its done look once all is done, and stays empty with nothing to do', () => {
    const { rerender } = render(<CompletionBar label="All done" completed={3} total={3} />);
    expect(fillOf(screen.getByRole('progressbar')).className).toBe(styles.completionFill.done);

    rerender(<CompletionBar label="Nothing to do" completed={0} total={0} />);
    const bar = screen.getByRole('progressbar', { name: 'Nothing to do' });
    expect(bar.getAttribute('aria-valuemax')).toBe('1');
    expect(fillOf(bar).className).toBe(styles.completionFill.partial);
    expect(fillOf(bar).style.width).toBe('0%');
  });
});
