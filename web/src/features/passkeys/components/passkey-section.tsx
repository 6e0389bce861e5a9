import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmEmailNote } from '@/components/ui/confirm-email-note';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { focusAfterChange } from '@/lib/focus-after-change';
import { formatLongDate, formatLongDateTime } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { useSubmit } from '@/lib/use-submit';
import { addPasskey, removePasskey, usePasskeys, type PasskeySummary } from '../api/use-passkeys';
import { browserHasPasskeys, deviceProblem } from '../api/webauthn';
import { PasskeyNameForm } from './passkey-name-form';

const HEADING_ID = 'passkeys-heading';
/** The section's address on the account page (/account#passkeys): a password reset's mail links here. */
const SECTION_ID = 'passkeys';
const ADD_ID = 'add-passkey';
const FAILED = 'Something went wrong. Please try again.';

/**
 * "Passkeys" on the account page: what a passkey is, "Add a passkey" (the device asks for a
 * fingerprint, face, PIN or security key; then the member may name it), and the member's
 * passkeys with Rename and Remove (which asks first). Focus never gets lost: it goes to the
 * name field after adding, back to the button that opened a form when it closes, and to the
 * heading when a passkey is removed.
 *
 * `confirmFirst`: the member's address is not confirmed, and the worker adds no passkey until it
 * is (decision 0046). In place of a button that would fail, the section says so in the worker's
 * words and offers this (the app gives "Send the link again").
 */
export function PasskeySection({ confirmFirst }: { confirmFirst?: ReactNode }) {
  const { data: passkeys, error, isLoading, mutate } = usePasskeys();
  const [added, setAdded] = useState<PasskeySummary | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const removing = useDialog<PasskeySummary>();
  const supported = browserHasPasskeys();
  useFocusWhenLinked();

  const add = useSubmit({
    action: addPasskey,
    refresh: () => mutate(),
    success: (passkey) => ({ title: 'Passkey added', description: `You can now sign in with this passkey (${passkey.name}).` }),
    failure: (problem) => deviceProblem(problem, 'add') ?? errorMessage(problem, FAILED),
    failureTitle: 'Passkey not added',
    onSuccess: (passkey) => {
      setRenaming(null);
      setAdded(passkey);
    },
  });

  return (
    <section id={SECTION_ID} aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-slate-950 outline-none">
        Passkeys
      </h2>
      <div className="mt-2 space-y-2 text-slate-700">
        <p>
          A passkey lets you sign in without typing a password. Your phone, computer or security key keeps it, and you unlock it the way you
          unlock your device: with your fingerprint, your face, a PIN or a button.
        </p>
        <p>Nobody can guess or steal a passkey from this site: we keep only a key that checks it. Your password still works too.</p>
      </div>

      {confirmFirst ? (
        <div className="mt-6 space-y-3 rounded-lg border-2 border-slate-300 bg-slate-50 p-4">
          <ConfirmEmailNote id={`${HEADING_ID}-confirm`} action="add a passkey" />
          {confirmFirst}
        </div>
      ) : supported ? (
        !added && (
          <Button id={ADD_ID} className="mt-6" busy={add.busy} onClick={() => void add.submit()}>
            {add.busy ? 'Waiting for your device…' : 'Add a passkey'}
          </Button>
        )
      ) : (
        <p className="mt-6 rounded-lg border-2 border-slate-300 bg-slate-50 p-4 text-slate-800">
          This browser cannot make passkeys. Try a recent Chrome, Edge, Firefox or Safari.
        </p>
      )}

      {added && (
        <div className="mt-6 rounded-xl border-2 border-emerald-700 bg-emerald-50 p-5">
          <h3 className="text-lg font-semibold text-slate-950">Passkey added</h3>
          <p className="mt-1 text-slate-800">Give it a name so you can tell your passkeys apart, or keep the name we chose.</p>
          <PasskeyNameForm
            passkey={added}
            label="Name your new passkey"
            keepLabel="Keep this name"
            refresh={() => mutate()}
            // The add button comes back once the form goes: focus goes back to it.
            onDone={() =>
              focusAfterChange(
                () => setAdded(null),
                () => document.getElementById(ADD_ID),
              )
            }
          />
        </div>
      )}

      {isLoading && (
        <p role="status" className="mt-6 text-slate-700">
          Loading your passkeys…
        </p>
      )}
      {error && (
        <div className="mt-6">
          <ErrorState level={3} title="Unable to Load Passkeys" text="We couldn't load your passkeys. Please try again." />
        </div>
      )}
      {passkeys && passkeys.length === 0 && <p className="mt-6 text-slate-700">You have no passkeys yet.</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="mt-6 grid gap-4" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold break-words text-slate-950">{passkey.name}</h3>
                  <dl className="mt-2 grid gap-1 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                    <dt className="font-medium">Added</dt>
                    <dd>{formatLongDate(passkey.createdAt)}</dd>
                    <dt className="font-medium">Last used</dt>
                    <dd>{passkey.lastUsedAt ? formatLongDateTime(passkey.lastUsedAt) : 'Not used yet'}</dd>
                  </dl>
                </div>
                <div className="flex flex-wrap gap-3">
                  <Button id={`rename-passkey-${passkey.id}`} variant="secondary" onClick={() => setRenaming(passkey.id)}>
                    Rename <span className="sr-only">{passkey.name}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => removing.open(passkey)}>
                    Remove <span className="sr-only">{passkey.name}</span>
                  </Button>
                </div>
              </div>
              {renaming === passkey.id && (
                <PasskeyNameForm
                  passkey={passkey}
                  label={`Rename ${passkey.name}`}
                  keepLabel="Cancel"
                  refresh={() => mutate()}
                  onDone={() =>
                    focusAfterChange(
                      () => setRenaming(null),
                      () => document.getElementById(`rename-passkey-${passkey.id}`),
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {removing.current && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Remove this passkey?"
            text={`You will no longer be able to sign in with "${removing.current.name}". You can still sign in with your password, and add a passkey again at any time.`}
            confirmLabel="Remove passkey"
            action={() => removePasskey(removing.current!.id)}
            refresh={() => mutate()}
            success={{ title: 'Passkey removed', description: `"${removing.current.name}" can no longer sign you in.` }}
            failure={FAILED}
            onClose={removing.close}
            fallbackFocus={HEADING_ID}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Opened from a mail's link to /account#passkeys: the page is drawn after the member is known,
 * so the browser's own jump to the section has nothing to land on. Focus goes to the heading
 * instead (which brings it into view), so a screen reader starts there.
 */
function useFocusWhenLinked() {
  useEffect(() => {
    if (window.location.hash === `#${SECTION_ID}`) document.getElementById(HEADING_ID)?.focus();
  }, []);
}
