import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assertStepIndex, checkoutSteps, StepsProvider, useSteps } from './StepsContext';

function Probe() {
  const { steps, current } = useSteps();
  return createElement('p', null, `${current}/${steps.length}`);
}

describe('checkout steps context', () => {
  it('throws "Missing steps context" when used outside its provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow('Missing steps context');
  });

  it('gives the current step inside its provider', () => {
    const html = renderToString(
      createElement(StepsProvider, { initial: 1, reachable: 1, children: createElement(Probe) }),
    );
    expect(html).toContain(`1/${checkoutSteps.length}`);
  });

  it('refuses a step below zero or above the number of steps', () => {
    expect(() => assertStepIndex(-1, 3)).toThrow(RangeError);
    expect(() => assertStepIndex(4, 3)).toThrow('Invalid step 4');
    expect(() => assertStepIndex(1.5, 3)).toThrow(RangeError);
    expect(() =>
      renderToString(createElement(StepsProvider, { initial: 7, reachable: 0, children: null })),
    ).toThrow(RangeError);
  });

  it('accepts every step, and the number of steps as "all done"', () => {
    for (const index of [0, 1, 2, 3]) expect(() => assertStepIndex(index, 3)).not.toThrow();
  });
});
