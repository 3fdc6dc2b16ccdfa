import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { apiFieldErrors } from '../../lib/field-errors.ts';
import { attestationToken } from '../../lib/attestation.ts';
import { establishSession } from '../../lib/auth-session.ts';
import { isSecondFactorStep, secondFactorPath } from '../../lib/second-factor-step.ts';
import { childProblems, emptyChild, toChildInputs } from './components/child-draft.ts';
import { ChildrenFields } from './components/children-fields.tsx';
import { childFieldPath, formMessage } from './components/field-messages.ts';
import { createNewFamily } from './create-new-family.ts';
import { familyMessages } from './i18n/messages.ts';
import {
  clearRegistrationDraft,
  registrationDraft,
  saveChildrenDraft,
  saveParentProblems,
  withCode,
  type RegistrationDraft,
} from './registration-draft.ts';
import './components/styles.ts';

/** Captcha action of the registration; the server checks tokens for the same name. */
const CAPTCHA_ACTION = 'register';

/** Server problems that belong to the parent step (everything not about the children). */
const parentFieldPath = (path: string) =>
  !path.startsWith('students') && path !== 'captchaToken' ? path : undefined;

/**
 * /register/student (guests only), the second step of a family registration: the children, then
 * one createNewFamily call for the parent kept in the draft and these children. Without a draft
 * (a reload, a shared link) the registration starts again at /register.
 */
export function RegisterStudentsScreen() {
  const [params] = useSearchParams();
  const [draft] = useState(registrationDraft);
  if (!draft) return <Navigate to={withCode(paths.register, params.get('code'))} replace />;
  return <ChildStep draft={draft} />;
}

function ChildStep({ draft }: { draft: RegistrationDraft }) {
  const { t, ready } = useFeatureTranslation(familyMessages);
  const navigate = useNavigate();
  const { parent } = draft;
  const [children, setChildren] = useState(() => draft.children ?? [emptyChild(parent.code)]);
  /** Problem codes by field path (students.<i>.<field>, students). */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!ready) {
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  }

  const backToParent = () => {
    saveChildrenDraft(children);
    void navigate(withCode(paths.register, parent.code));
  };

  async function register() {
    const captchaToken = await attestationToken(CAPTCHA_ACTION);
    const result = await createNewFamily(
      parent.email.trim(),
      parent.password,
      {
        firstName: parent.firstName.trim(),
        lastName: parent.lastName.trim(),
        canContact: parent.canContact,
        ...(captchaToken ? { captchaToken } : {}),
      },
      toChildInputs(children),
      parent.consent,
      false,
    );
    // The family exists from here on: the draft (and its passwords) is no longer needed.
    clearRegistrationDraft();
    // Adults may have to set up an authenticator app before the first session (ADR 031): the
    // server holds the pending sign-in, its page takes over.
    if (isSecondFactorStep(result)) {
      await navigate(secondFactorPath(), { replace: true });
      return;
    }
    await establishSession(result);
    await navigate(paths.home, { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const problems = childProblems(children, new Date().toISOString().slice(0, 10));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await register();
    } catch (error) {
      setBusy(false);
      if (registrationDraft() === null) {
        // Registered, but the new session could not be loaded: the parent can sign in.
        await navigate(paths.signIn, { replace: true });
        return;
      }
      const parentErrors = apiFieldErrors(error, { field: parentFieldPath });
      if (Object.keys(parentErrors).length > 0) {
        saveParentProblems(parentErrors);
        backToParent();
        return;
      }
      const childErrors = apiFieldErrors(error, { field: childFieldPath });
      if (Object.keys(childErrors).length > 0) setErrors(childErrors);
      else {
        const code = isApiRequestError(error) ? error.code : null;
        setFormError(formMessage(code, apiFieldErrors(error), t));
      }
    }
  }

  return (
    <PageTitle title={t('students.title')}>
      {/* No navigation bar here: the family picks its language on the page (issue 21). */}
      <Group justify="flex-end">
        <LanguageSelector compact />
      </Group>
      <Text>{t('students.intro')}</Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <Stack gap="md" maw={760}>
          <ChildrenFields
            students={children}
            onChange={(next, structural) => {
              setChildren(next);
              if (structural) setErrors({});
            }}
            errors={errors}
            newChild={() => emptyChild(parent.code)}
            t={t}
          />
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" onClick={backToParent} disabled={busy}>
              {t('students.back')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('students.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageTitle>
  );
}
