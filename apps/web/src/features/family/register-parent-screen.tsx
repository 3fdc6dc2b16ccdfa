import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Anchor,
  Button,
  Center,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { EmailSchema, passwordProblems } from '@roar/contracts';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PasswordChecklist } from '../../components/password-checklist.tsx';
import { paths } from '../../config/paths.ts';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { useTerms } from './api/get-terms.ts';
import { ActivationCodeField } from './components/activation-code-field.tsx';
import { fieldMessage } from './components/field-messages.ts';
import { TermsDialog } from './components/terms-dialog.tsx';
import { familyMessages } from './i18n/messages.ts';
import {
  registrationDraft,
  saveParentDraft,
  withCode,
  type ParentDraft,
} from './registration-draft.ts';
import './components/styles.ts';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirm: '' };

/**
 * /register (guests only), the first step of a family registration (docs/product/routes.md
 * section 3: the index child registers the parent): the parent's answers are checked and kept in
 * the in-memory draft, then /register/student adds the children and registers the whole family in
 * one call. Coming back (Back, or the server refusing an answer of this step) shows the kept
 * answers.
 */
export function RegisterParentScreen() {
  const { t, i18n, ready } = useFeatureTranslation(familyMessages);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rulesId = useId();
  const [draft] = useState(registrationDraft);
  const [values, setValues] = useState(() => (draft ? pickValues(draft.parent) : EMPTY));
  const [code, setCode] = useState(draft?.parent.code ?? params.get('code') ?? '');
  const [agreed, setAgreed] = useState(draft?.parent.agreed ?? false);
  const [canContact, setCanContact] = useState(draft?.parent.canContact ?? false);
  const [termsOpen, setTermsOpen] = useState(false);
  /** Problem codes by field path (the server's paths: email, parent.firstName, consent...). */
  const [errors, setErrors] = useState<Record<string, string>>(() => draft?.parentProblems ?? {});
  const terms = useTerms(i18n.resolvedLanguage ?? i18n.language);

  if (!ready) {
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  }
  const set = (name: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((v) => ({ ...v, [name]: value }));
  };
  const message = (path: string) => (errors[path] ? fieldMessage(errors[path], t) : undefined);

  function validate(): Record<string, string> {
    const problems: Record<string, string> = {};
    if (!values.firstName.trim()) problems['parent.firstName'] = 'required';
    if (!values.lastName.trim()) problems['parent.lastName'] = 'required';
    if (!EmailSchema.safeParse(values.email.trim()).success) problems.email = 'invalidEmail';
    const [rule] = passwordProblems(values.password);
    if (rule) problems.password = rule;
    if (values.confirm !== values.password) problems.confirm = 'mismatch';
    if (!agreed) problems.consent = 'termsRequired';
    return problems;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    saveParentDraft({
      ...values,
      code: code.trim(),
      agreed,
      canContact,
      consent: terms.data ? { documentId: terms.data.documentId } : {},
    });
    void navigate(withCode(paths.registerStudent, code));
  }

  return (
    <PageTitle title={t('register.title')}>
      {/* No navigation bar here: the family picks its language on the page (issue 21). */}
      <Group justify="flex-end">
        <LanguageSelector compact />
      </Group>
      <Text>{t('register.intro')}</Text>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md" maw={640}>
          <Fieldset legend={t('register.parentLegend')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('register.firstName')}
                required
                autoComplete="given-name"
                value={values.firstName}
                onChange={set('firstName')}
                error={message('parent.firstName')}
              />
              <TextInput
                label={t('register.lastName')}
                required
                autoComplete="family-name"
                value={values.lastName}
                onChange={set('lastName')}
                error={message('parent.lastName')}
              />
            </SimpleGrid>
            <Stack gap="sm" mt="sm">
              <TextInput
                type="email"
                label={t('register.email')}
                required
                autoComplete="email"
                value={values.email}
                onChange={set('email')}
                error={message('email')}
              />
              <PasswordInput
                label={t('register.password')}
                required
                autoComplete="new-password"
                value={values.password}
                onChange={set('password')}
                error={message('password')}
                aria-describedby={rulesId}
                visibilityToggleButtonProps={{
                  'aria-label': t('auth.signIn.togglePassword', { ns: 'translation' }),
                }}
              />
              <PasswordChecklist id={rulesId} password={values.password} />
              <PasswordInput
                label={t('register.confirmPassword')}
                required
                autoComplete="new-password"
                value={values.confirm}
                onChange={set('confirm')}
                error={message('confirm')}
                visibilityToggleButtonProps={{
                  'aria-label': t('auth.signIn.togglePassword', { ns: 'translation' }),
                }}
              />
              <ActivationCodeField
                label={t('register.activationCode')}
                value={code}
                onChange={setCode}
                t={t}
              />
              <Text size="sm" c="dimmed">
                {t('register.activationCodeHelp')}
              </Text>
            </Stack>
          </Fieldset>
          <Stack gap={4}>
            <Checkbox
              label={t('register.terms')}
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
              error={message('consent')}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => setTermsOpen(true)}
            >
              {t('register.readTerms')}
            </Anchor>
          </Stack>
          <Checkbox
            label={t('register.contact')}
            checked={canContact}
            onChange={(e) => setCanContact(e.currentTarget.checked)}
          />
          <Button type="submit">{t('register.continue')}</Button>
          <Text size="sm">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to={paths.signIn}>
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <TermsDialog
        opened={termsOpen}
        terms={terms.data}
        loading={terms.isPending}
        failed={terms.isError}
        onAccept={() => {
          setAgreed(true);
          setTermsOpen(false);
        }}
        onClose={() => setTermsOpen(false)}
        t={t}
      />
    </PageTitle>
  );
}

/** The form values of a kept draft. */
function pickValues(parent: ParentDraft): typeof EMPTY {
  const { firstName, lastName, email, password, confirm } = parent;
  return { firstName, lastName, email, password, confirm };
}
