// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WRITTEN_BANKS } from './bank-items.ts';
import type { WrittenStep } from './engine.ts';
import { RightAnswer } from './screens.tsx';
import { RIGHT_ANSWER_LABEL, questionOf } from './texts.ts';

const practiceStep = (bank: 'morphology' | 'cva'): { step: WrittenStep; key: number } => {
  const item = WRITTEN_BANKS[bank].practice[0]!;
  const step: WrittenStep = {
    stage: 'practice',
    role: 'practice',
    item,
    itemId: item.id,
    trialIndex: 0,
    opensTest: false,
    opensRun: true,
  };
  return { step, key: item.key };
};

function rendered(bank: 'morphology' | 'cva') {
  const { step, key } = practiceStep(bank);
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <RightAnswer step={step} question={questionOf(bank)} answer={key} />,
  );
  return { host, step, key };
}

describe('RightAnswer (a practice item shown again after a wrong choice)', () => {
  it('marks the right option, named for assistive technology, and offers nothing to choose', () => {
    const { host, step, key } = rendered('cva');
    const options = [...host.querySelectorAll('li')];
    expect(options.map((o) => o.textContent)).toEqual(
      step.item.options.map((o, i) => (i === key ? `✓${o}` : o)),
    );
    const marked = host.querySelectorAll('[data-right]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe(
      RIGHT_ANSWER_LABEL,
    );
    expect(host.querySelector('button, [data-pick]')).toBeNull();
  });

  it("fills morphology's blank with the right word", () => {
    const { host, step, key } = rendered('morphology');
    expect(host.querySelector('.roar-written__blank')).toBeNull();
    expect(host.querySelector('.roar-written__sentence')!.textContent).toBe(
      step.item.text.replace('___', step.item.options[key]!),
    );
  });
});
