import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Alert.css';
import { isApiRequestError } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-reporting.ts';
import { toast } from '../../lib/toast.ts';
import { submitBugReport } from './submit-bug-report.ts';

// One @, something before it, a dot in the domain, no spaces (as the sign-in form checks).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

type FieldErrors = { email?: 'invalidEmail'; message?: 'messageRequired' };
type FormError = 'tooMany' | 'failed';

/**
 * The 'Report an Issue' form (docs/product/validation.md section 4): optional name and email,
 * required message. A modal dialog: focus stays inside, Esc and Cancel close it, errors are
 * announced.
 */
export function BugReportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const submit = useMutation({
    mutationKey: ['bug-reports', 'submit'],
    mutationFn: submitBugReport,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (submit.isPending) return;
    const found: FieldErrors = {};
    if (email.trim() && !EMAIL_PATTERN.test(email.trim())) found.email = 'invalidEmail';
    if (!message.trim()) found.message = 'messageRequired';
    setErrors(found);
    setFormError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.message) return messageRef.current?.focus();
    try {
      await submit.mutateAsync({
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
        message: message.trim(),
        pageUrl: window.location.pathname,
      });
      toast.show({ severity: 'success', summary: t('bugReport.sent'), life: 6000 });
      setName('');
      setEmail('');
      setMessage('');
      onClose();
    } catch (error) {
      if (isApiRequestError(error) && error.status === 429) setFormError('tooMany');
      else {
        if (!isApiRequestError(error) || error.status >= 500) reportError(error);
        setFormError('failed');
      }
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bugReport.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submit.isPending}>
        <Stack gap="md">
          <Text size="sm">{t('bugReport.notice')}</Text>
          <div aria-live="assertive">
            {formError ? (
              <Alert color="red" variant="light" role="alert">
                {t(`bugReport.errors.${formError}`)}
              </Alert>
            ) : null}
          </div>
          <TextInput
            name="name"
            label={t('bugReport.name')}
            autoComplete="name"
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
          />
          <TextInput
            ref={emailRef}
            type="email"
            name="email"
            label={t('bugReport.email')}
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email ? t('auth.signIn.errors.invalidEmail') : undefined}
          />
          <Textarea
            ref={messageRef}
            name="message"
            label={t('bugReport.message')}
            description={t('bugReport.messageHint')}
            required
            rows={5}
            maxLength={5000}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors.message ? t('bugReport.errors.messageRequired') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bugReport.cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('bugReport.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default BugReportDialog;
