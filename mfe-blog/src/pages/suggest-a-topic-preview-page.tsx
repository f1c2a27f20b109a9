import { useState } from 'react';
import { useFormKey, usePostedForm } from '@shared/platform/core';
import { Link } from '@shared/platform/router';
import { Button, CheckboxField, FormMessage, TextAreaField, TextField, type FormMessageValue } from '@shared/ui';
import {
  AGENCY_FORM_FAILED_MESSAGE,
  AGENCY_FORM_UNREACHABLE_MESSAGE,
  HoneypotField,
  NativeFormFields,
  outcomeMessage,
  useFormState,
  useRouteAction,
  useRouteData,
} from '@shared/ui/forms';
import {
  SUGGEST_TOPIC_CONSENT,
  SUGGEST_TOPIC_INTENT,
  SUGGEST_TOPIC_SENT,
  SuggestTopicDataSchema,
  TOPIC_MAX_CHARS,
} from '../features/topic-suggestions';
import styles from './suggest-a-topic-preview-page.module.css';

const MESSAGES = {
  sent: SUGGEST_TOPIC_SENT,
  failed: AGENCY_FORM_FAILED_MESSAGE,
  unreachable: AGENCY_FORM_UNREACHABLE_MESSAGE,
};
const EMPTY = { topic: '', email: '', consent: false };

/**
 * A page in preview (src/app/routes.ts): the guides already published, from its loader, and a
 * form whose action (suggest-a-topic-preview-page.server.ts) sends a topic to the agency. Without
 * JavaScript the form posts natively and the page comes back with the action's answer; with it,
 * `useRouteAction` posts the same fields to the same action and the page shows the same answer.
 */
export default function SuggestATopicPreviewPage() {
  // Given on the server (and while the page hydrates); a page reached in the browser has none.
  const data = SuggestTopicDataSchema.safeParse(useRouteData());
  const posted = usePostedForm(SUGGEST_TOPIC_INTENT);
  const formKey = useFormKey();
  // No check in the page: the action's schema is the one check, for both paths.
  const { formRef, ...form } = useFormState<typeof EMPTY, unknown>({
    initialValues: EMPTY,
    validate: () => ({ ok: true, value: undefined }),
    posted,
  });
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<FormMessageValue | null>(() =>
    posted ? outcomeMessage(posted, MESSAGES) : null,
  );
  const sent = () => {
    setOutcome(outcomeMessage({ status: 'sent', errors: {} }, MESSAGES));
    form.reset();
    setHoneypot('');
  };
  // The action's redirect is its "sent": the page says so where it is, instead of going there.
  const route = useRouteAction({ onRedirect: sent });

  const submit = async (element: HTMLFormElement) => {
    setOutcome(null);
    const answer = await route.submit(element);
    if ('redirect' in answer) return;
    setOutcome(outcomeMessage(answer.posted, MESSAGES));
    if (answer.posted.status === 'invalid') form.showErrors(answer.posted.errors);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Suggest a topic for the blog</h1>
      <p className={styles.intro}>
        Tell us what you would like the blog to write about next. We read every suggestion and email you if we write
        about it.
      </p>
      <form
        ref={formRef}
        method="post"
        noValidate
        className={styles.form}
        aria-busy={route.sending}
        onSubmit={(event) => {
          event.preventDefault();
          const element = event.currentTarget;
          if (!route.sending) void submit(element);
        }}
      >
        <NativeFormFields intent={SUGGEST_TOPIC_INTENT} formKey={formKey} />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <TextAreaField label="Topic" required maxLength={TOPIC_MAX_CHARS} rows={3} {...form.field('topic')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <CheckboxField label={SUGGEST_TOPIC_CONSENT} required {...form.checkbox('consent')} />
        <FormMessage message={outcome} />
        <Button type="submit" disabled={route.sending}>
          {route.sending ? 'Sending...' : 'Suggest this topic'}
        </Button>
      </form>
      {data.success && data.data.published.length > 0 ? (
        <section aria-labelledby="published-heading">
          <h2 id="published-heading">Already on the blog</h2>
          <ul className={styles.published}>
            {data.data.published.map((article) => (
              <li key={article.path}>
                <Link to={article.path}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
