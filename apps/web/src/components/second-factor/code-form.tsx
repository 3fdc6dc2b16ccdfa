import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { CodeInput, type CodeKind } from './code-input.tsx';
import { codeProblemOf, codeProblemText, type CodeProblem } from './code-problem.ts';

interface Props {
  kind: CodeKind;
  submitLabel: string;
  description?: string | undefined;
  autoFocus?: boolean;
  /** Sends the code (and goes on); a rejection is shown here unless `onProblem` takes it. */
  onSubmit: (code: string) => Promise<void>;
  /** Problems the caller shows itself (an ended sign-in, a stale sign-in): true when taken. */
  onProblem?: (problem: CodeProblem, error: unknown) => boolean;
  /** Below the button (links to another kind of code, back to sign-in). */
  children?: ReactNode;
}

/**
 * One code field and its button, for the sign-in page's second step and the profile's setup. A
 * wrong code is said under the field, which is emptied and focused for the next try; other
 * problems (too many attempts, no answer) are said above it. Problems are kept, not their texts,
 * so they follow a change of language.
 */
export function CodeForm({
  kind,
  submitLabel,
  description,
  autoFocus = false,
  onSubmit,
  onProblem,
  children,
}: Props) {
  const { t, i18n } = useFeatureTranslation(screenMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const value = code.trim();
    setMissing(value === '');
    if (value === '') {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(value);
    } catch (error) {
      const found = codeProblemOf(error);
      if (onProblem?.(found, error)) return;
      setProblem(found);
      if (found.kind === 'wrongCode') {
        setCode('');
        inputRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = missing
    ? t('secondFactor.errors.codeRequired')
    : problem?.kind === 'wrongCode'
      ? codeProblemText(problem, kind, t, i18n.language)
      : undefined;
  const formError =
    problem && problem.kind !== 'wrongCode'
      ? codeProblemText(problem, kind, t, i18n.language)
      : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <Stack gap="md">
        <div aria-live="assertive">
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
        </div>
        <CodeInput
          ref={inputRef}
          kind={kind}
          value={code}
          onChange={setCode}
          error={fieldError}
          description={description}
          autoFocus={autoFocus}
        />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {children ? (
          <Stack gap="xs" align="center">
            {children}
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
