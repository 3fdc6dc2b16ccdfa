import { useEffect, type ReactNode } from 'react';
import type { WrittenStep } from './engine.ts';
import { RIGHT_ANSWER_LABEL } from './texts.ts';
import type { WrittenItem } from './types.ts';

/**
 * The sentence: morphology's blank read out as 'blank' (or, shown with its answer, the right
 * word in the blank); Written Vocabulary's word in bold.
 */
function Sentence({ item, filled }: { item: WrittenItem; filled?: string | undefined }) {
  const parts: ReactNode[] = [];
  if (item.target === null) {
    const [before, after] = item.text.split('___');
    parts.push(
      before,
      filled === undefined ? (
        <span key="blank" className="roar-written__blank" role="img" aria-label="blank" />
      ) : (
        <strong key="blank" className="roar-written__filled">
          {filled}
        </strong>
      ),
      after,
    );
  } else {
    const at = item.text.toLowerCase().indexOf(item.target.toLowerCase());
    if (at < 0) parts.push(item.text);
    else {
      const end = at + item.target.length;
      parts.push(item.text.slice(0, at), <strong key="target">{item.text.slice(at, end)}</strong>);
      parts.push(item.text.slice(end));
    }
  }
  return <p className="roar-written__sentence">{parts}</p>;
}

/**
 * The item screen: the sentence, the question, and four written options as big buttons in the
 * tab order (keys 1-4; the arrow keys move between them, Enter or Space chooses).
 */
export function ItemScreen({ step, question }: { step: WrittenStep; question: string }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
      const back = event.key === 'ArrowUp' || event.key === 'ArrowLeft';
      if (!forward && !back) return;
      const buttons = [...document.querySelectorAll<HTMLElement>('.roar-written [data-pick]')];
      if (buttons.length === 0) return;
      event.preventDefault();
      const at = buttons.indexOf(document.activeElement as HTMLElement);
      const next = at < 0 ? (forward ? 0 : buttons.length - 1) : at + (forward ? 1 : -1);
      buttons[(next + buttons.length) % buttons.length]!.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const label = step.item.target ? `${question} ${step.item.target}` : question;
  return (
    <div className="roar-cog roar-written" data-item={step.item.id}>
      <Sentence item={step.item} />
      <p className="roar-cog__question" id="roar-written-question">
        {step.item.target ? (
          <>
            {question} <strong>{step.item.target}</strong>
          </>
        ) : (
          question
        )}
      </p>
      <div className="roar-written__answers" role="group" aria-label={label}>
        {step.item.options.map((option, index) => (
          <button
            key={option}
            type="button"
            className="roar-cog__answer roar-written__option"
            data-pick={String(index)}
          >
            <span className="roar-game__key" aria-hidden="true">
              {index + 1}
            </span>
            <span className="roar-written__text">{option}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * A practice item answered wrongly, shown again with its answer: the sentence (morphology's
 * blank filled in) and the four options, the right one marked; nothing here can be chosen.
 */
export function RightAnswer({ step, question, answer }: RightAnswerProps) {
  const right = step.item.options[answer];
  return (
    <div className="roar-cog roar-written" data-item={step.item.id} data-answer={String(answer)}>
      <Sentence item={step.item} filled={right} />
      <p className="roar-cog__question">{question}</p>
      <ul className="roar-written__answers roar-written__reveal">
        {step.item.options.map((option, index) => (
          <li
            key={option}
            className="roar-cog__answer roar-written__option"
            data-right={index === answer ? 'true' : undefined}
          >
            {index === answer ? (
              <span className="roar-written__mark" role="img" aria-label={RIGHT_ANSWER_LABEL}>
                ✓
              </span>
            ) : null}
            <span className="roar-written__text">{option}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface RightAnswerProps {
  step: WrittenStep;
  question: string;
  answer: number;
}
