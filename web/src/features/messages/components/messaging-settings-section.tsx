import { ANNOUNCE_MODES, messagingSettingsSchema, WHO_MAY_MESSAGE, WHO_MAY_MESSAGE_LABELS } from '@schemas/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioCards } from '@/components/ui/radio-cards';
import { ErrorState } from '@/components/ui/states';
import { useSubmit } from '@/lib/use-submit';
import { saveMessagingSettings, useMessagingSettings } from '../api/use-messages';
import { QuickPhrasesEditor } from './quick-phrases-editor';
import type { AnnounceMode, MessagingSettings } from '@/lib/api-types';

const ANNOUNCE_LABELS: Record<AnnounceMode, string> = {
  all: 'All new messages',
  mentions: 'Only private messages and mentions of me',
  none: 'None',
};

/** "Messages" on the account page: who may message the member, what they share and hear, and their quick replies. */
export function MessagingSettingsSection() {
  const { data, error } = useMessagingSettings();
  return (
    <section aria-labelledby="messages-settings-heading" className="mt-10">
      <h2 id="messages-settings-heading" className="text-2xl font-bold text-slate-950">
        Messages
      </h2>
      {error ? (
        <ErrorState level={3} title="Message settings could not be loaded" text="Please check your connection and try again." />
      ) : !data ? (
        <p className="mt-2 text-slate-700">Loading message settings…</p>
      ) : (
        <SettingsForm saved={data} />
      )}
    </section>
  );
}

/** The form, started from the saved settings (it is mounted once they have loaded). */
function SettingsForm({ saved }: { saved: MessagingSettings }) {
  const { mutate } = useMessagingSettings();
  const [draft, setDraft] = useState(saved);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: messagingSettingsSchema,
    action: saveMessagingSettings,
    refresh: (saved) => mutate(saved as MessagingSettings, { revalidate: false }),
    success: 'Message settings saved',
    failure: 'Your message settings were not saved. Please try again.',
  });
  const set = <K extends keyof MessagingSettings>(key: K, value: MessagingSettings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="messages-settings-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(draft);
      }}
      className="mt-2 rounded-xl border border-slate-300 bg-white p-6"
    >
      <ErrorSummary {...summary} />
      <div className="mt-6 grid gap-6">
        <RadioCards
          name="whoMayMessage"
          legend="Who may message me"
          options={WHO_MAY_MESSAGE.map((value) => ({ value, label: WHO_MAY_MESSAGE_LABELS[value] }))}
          value={draft.whoMayMessage}
          onChange={(v) => set('whoMayMessage', v)}
        />
        <RadioCards
          name="announce"
          legend="Which new messages my screen reader hears"
          options={ANNOUNCE_MODES.map((value) => ({ value, label: ANNOUNCE_LABELS[value] }))}
          value={draft.announce}
          onChange={(v) => set('announce', v)}
        />
      </div>
      <fieldset className="mt-6">
        <legend className="text-lg font-semibold text-slate-950">While I use messages</legend>
        <div className="mt-2 flex flex-col gap-2">
          <CheckboxField
            name="readReceipts"
            label="Send read receipts"
            hint="Others see “Seen” when you have read their message. Turned off, you do not see theirs either."
            checked={draft.readReceipts}
            onChange={(e) => set('readReceipts', e.target.checked)}
          />
          <CheckboxField
            name="announceWhileTyping"
            label="Announce new messages while I am typing"
            checked={draft.announceWhileTyping}
            onChange={(e) => set('announceWhileTyping', e.target.checked)}
          />
          <CheckboxField
            name="shortcuts"
            label="Single-key shortcuts"
            hint="For example C to go to the message box. They never work while you type."
            checked={draft.shortcuts}
            onChange={(e) => set('shortcuts', e.target.checked)}
          />
          <CheckboxField
            name="typingIndicators"
            label="Typing indicators"
            hint="Say when others are typing (at most once a minute), and tell them when you are."
            checked={draft.typingIndicators}
            onChange={(e) => set('typingIndicators', e.target.checked)}
          />
        </div>
      </fieldset>
      <QuickPhrasesEditor phrases={draft.quickPhrases} onChange={(p) => set('quickPhrases', p)} errors={errors} />
      <Button type="submit" busy={busy} className="mt-6">
        {busy ? 'Saving…' : 'Save message settings'}
      </Button>
    </form>
  );
}
