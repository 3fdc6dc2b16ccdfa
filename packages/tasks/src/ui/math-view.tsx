import type { GameMessages } from './messages.ts';
import type { MathInput, MathScreen } from './screen-store.ts';

const DIGIT_ROWS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * A math problem or question: the problem in large type (or the question as a sentence, read
 * aloud, with 'Hear it again'), its picture, then the answer input: an on-screen keypad under the typed answer, two fraction boxes,
 * answers to choose from, or a number line. Keys, options and the line are answered by the game's
 * script (ui/math-input.ts), found by `data-key`, `data-option`, `data-part` and `data-line`;
 * they are out of the tab order because digits, Backspace, Enter and the arrow keys do the same
 * from the keyboard.
 */
export function MathBody(props: {
  screen: MathScreen;
  messages: GameMessages;
  onReplay: () => void;
}) {
  const { screen, messages, onReplay } = props;
  return (
    <div className={`roar-math roar-math--${screen.look}`}>
      {screen.caption ? <p className="roar-math__label">{screen.caption}</p> : null}
      <p className={`roar-math__${screen.look}`} data-testid="problem" aria-live="polite">
        {screen.problem}
        {screen.look === 'problem' && /[+−×÷]/.test(screen.problem) ? (
          <span aria-hidden="true"> =</span>
        ) : null}
        {screen.answer !== null ? <span className="roar-math__shown"> {screen.answer}</span> : null}
      </p>
      {screen.figure ? <div className="roar-math__figure">{screen.figure}</div> : null}
      {screen.hint ? (
        <p className="roar-math__hint" role="status">
          {screen.hint}
        </p>
      ) : null}
      <AnswerInput input={screen.input} messages={messages} />
      {screen.look === 'question' ? (
        <button type="button" className="roar-game__replay" data-action="replay" onClick={onReplay}>
          {messages.replay}
        </button>
      ) : null}
    </div>
  );
}

function AnswerInput({ input, messages }: { input: MathInput; messages: GameMessages }) {
  switch (input.kind) {
    case 'options':
      return (
        <div
          className={`roar-math__options roar-math__options--${input.options.length}`}
          role="group"
          aria-label={messages.answerPrompt}
        >
          {input.options.map((option, index) => (
            <button
              key={`${index}-${option.value}`}
              type="button"
              className="roar-math__option"
              data-option={index}
              data-value={option.value}
              data-selected={input.selected === index ? 'true' : undefined}
              aria-pressed={input.selected === index}
              tabIndex={-1}
            >
              {option.label}
            </button>
          ))}
        </div>
      );
    case 'number-line':
      return <NumberLine input={input} messages={messages} />;
    case 'fraction':
      return (
        <>
          <div className="roar-math__fraction">
            <FractionPart input={input} part="numerator" messages={messages} />
            <span className="roar-math__fraction-bar" aria-hidden="true" />
            <FractionPart input={input} part="denominator" messages={messages} />
          </div>
          <Keypad messages={messages} layout="fraction" />
        </>
      );
    case 'keypad':
      return (
        <>
          <output className="roar-math__entry" aria-label={messages.yourAnswer} aria-live="polite">
            {input.entry || '\u00a0'}
          </output>
          <Keypad messages={messages} layout={input.decimal ? 'decimal' : 'whole'} />
        </>
      );
  }
}

function FractionPart(props: {
  input: Extract<MathInput, { kind: 'fraction' }>;
  part: 'numerator' | 'denominator';
  messages: GameMessages;
}) {
  const { input, part, messages } = props;
  return (
    <output
      className="roar-math__entry"
      data-part={part}
      data-active={input.part === part ? 'true' : undefined}
      aria-label={messages[part]}
    >
      {input[part] || '\u00a0'}
    </output>
  );
}

const KEY_TEXT: Record<string, string> = { minus: '−', point: '.', fraction: '⁄', delete: '⌫' };

/** The keys of each keypad after the digits 1-9, in rows of three (Done fills its row). */
const KEYPAD_TAIL = {
  whole: ['delete', '0', 'done'],
  decimal: ['minus', '0', 'point', 'delete', 'done'],
  fraction: ['fraction', '0', 'delete', 'done'],
} as const;

/**
 * Digits, delete and Done; a decimal keypad adds minus and the decimal point, a fraction keypad
 * the fraction bar that moves between the two boxes.
 */
function Keypad({
  messages,
  layout,
}: {
  messages: GameMessages;
  layout: keyof typeof KEYPAD_TAIL;
}) {
  const label = (key: string) =>
    key === 'done'
      ? messages.done
      : key === 'delete'
        ? messages.deleteDigit
        : key === 'fraction'
          ? messages.fractionBar
          : key === 'minus'
            ? messages.minus
            : key === 'point'
              ? messages.point
              : undefined;
  const keys = [...DIGIT_ROWS, ...KEYPAD_TAIL[layout]];
  return (
    <div
      className={`roar-math__keypad roar-math__keypad--${layout}`}
      role="group"
      aria-label={messages.keypad}
    >
      {keys.map((key) => (
        <button
          key={key}
          type="button"
          className={`roar-math__key roar-math__key--${/^\d$/.test(key) ? 'digit' : key}`}
          data-key={key}
          tabIndex={-1}
          aria-label={label(key)}
        >
          {key === 'done' ? `✓ ${messages.done}` : (KEY_TEXT[key] ?? key)}
        </button>
      ))}
    </div>
  );
}

type LineInput = Extract<MathInput, { kind: 'number-line' }>;

/** Shows a number as the line's labels do (up to three decimals, no trailing zeros). */
export const lineNumber = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * A number line from min to max with both ends labelled and the child's mark; a press on the
 * line (or a drag along it) places the mark, the arrow keys move it one step (ten with Shift).
 */
function NumberLine({ input, messages }: { input: LineInput; messages: GameMessages }) {
  const share = input.value === null ? null : (input.value - input.min) / (input.max - input.min);
  return (
    <div className="roar-math__line-box">
      <div
        className="roar-math__line"
        data-line="true"
        role="slider"
        tabIndex={0}
        aria-label={messages.numberLine}
        aria-valuemin={input.min}
        aria-valuemax={input.max}
        aria-valuenow={input.value ?? undefined}
        aria-valuetext={input.value === null ? messages.notPlaced : lineNumber(input.value)}
      >
        <span className="roar-math__line-track" />
        <span className="roar-math__line-tick roar-math__line-tick--start" />
        <span className="roar-math__line-tick roar-math__line-tick--end" />
        {share === null ? null : (
          <span className="roar-math__line-mark" style={{ left: `${share * 100}%` }} />
        )}
      </div>
      <div className="roar-math__line-labels" aria-hidden="true">
        <span>{lineNumber(input.min)}</span>
        <span>{lineNumber(input.max)}</span>
      </div>
      <button
        type="button"
        className="roar-math__key roar-math__key--done"
        data-key="done"
        tabIndex={-1}
      >
        {`✓ ${messages.done}`}
      </button>
    </div>
  );
}
