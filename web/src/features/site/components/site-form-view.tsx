import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton } from '@/components/ui/states';
import { usePublicForm } from '../api/use-public-form';
import { FormSent } from './form-sent';
import { MissingContent } from './missing-content';
import { PublicFormFields } from './public-form-fields';

/** A public form at /forms/{id}, for visitors and members alike. */
export function SiteFormView({ id }: { id: string | undefined }) {
  const { data: form, error, isLoading } = usePublicForm(id);
  const [sent, setSent] = useState(false);
  // Each "Send another response" starts a fresh, empty form.
  const [round, setRound] = useState(0);

  if (isLoading) return <DetailSkeleton label="Loading the form..." />;
  if (!form) {
    return (
      <MissingContent
        error={error}
        notFound={{ title: 'Form Not Found', text: 'This form does not exist or is no longer accepting responses.' }}
        failed={{ title: 'Unable to Load Form', text: 'There was an error loading this form. Please try again later.' }}
      />
    );
  }
  return (
    <div>
      <PageTitle title={form.name}>{form.name}</PageTitle>
      {sent ? (
        <FormSent
          onSendAnother={() => {
            setSent(false);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <PublicFormFields key={round} form={form} focusFirstField={round > 0} onSent={() => setSent(true)} />
      )}
    </div>
  );
}
