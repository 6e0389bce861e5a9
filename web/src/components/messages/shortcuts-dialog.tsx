import { LOG_KEYS } from './shortcuts';
import { Modal } from '@/components/ui/dialog';

/** "Keyboard shortcuts": every key the conversation answers to; single keys only when they are on. */
export default function ShortcutsDialog({ shortcutsOn, onClose }: { shortcutsOn: boolean; onClose: () => void }) {
  const keys = LOG_KEYS.filter((k) => shortcutsOn || !k.single);
  return (
    <Modal open onClose={onClose} title="Keyboard shortcuts">
      <p className="text-slate-800">
        Single-letter keys work only on a message in the list, never while you type.{' '}
        {shortcutsOn ? 'You can turn them off in your account settings, under Messages.' : 'They are turned off in your settings.'}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {keys.map((k) => (
          <div key={k.keys} className="contents">
            <dt className="font-semibold text-slate-950">{k.keys}</dt>
            <dd className="mb-2 text-slate-800 sm:mb-0">{k.what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
