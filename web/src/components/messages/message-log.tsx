import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ListStatus } from '@/components/ui/list-status';
import { focusLost } from '@/lib/focus-after-change';
import { newestId, type PendingMessage } from './merge-messages';
import { useRovingFocus } from './use-roving-focus';
import type { MessageView } from '@/lib/api-types';

type ItemProps = ReturnType<ReturnType<typeof useRovingFocus>['itemProps']>;

type Props = {
  /** The log's accessible name ("Messages with Alex Chen"). */
  label: string;
  messages: MessageView[];
  pending: PendingMessage[];
  renderMessage: (message: MessageView, item: ItemProps) => ReactNode;
  renderPending: (pending: PendingMessage, item: ItemProps) => ReactNode;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The newest message the member has had in view (for the read mark). */
  onSeen: (messageId: number) => void;
  onCompose: () => void;
  shortcutsOn: boolean;
  /** Under the newest message, scrolling with the log (quick replies): kept out of the sticky footer, which must stay small at 200 % text. */
  afterLog?: ReactNode;
  /** The compose box: stuck to the bottom of the screen, under the "N new messages" button. */
  footer: ReactNode;
};

const keyOf = (message: MessageView) => `m${message.id}`;
const pendingKey = (pending: PendingMessage) => `p${pending.clientId}`;

/** Whether the end of the log is on screen, above the sticky compose box. */
function endInView(end: HTMLElement | null, footer: HTMLElement | null): boolean {
  if (!end) return true;
  const viewport = window.visualViewport?.height ?? window.innerHeight;
  return end.getBoundingClientRect().top <= viewport - (footer?.offsetHeight ?? 0) + 8;
}

/**
 * The messages, oldest to newest, as a role="log" region that never jumps: while the member is
 * at the newest message, new ones scroll into view; while they read further up (scrolled, or
 * focused on an older message) a "N new messages" button appears instead. Announcements are
 * made by the screen (per the member's settings), so the log itself is not live (aria-live off).
 */
export function MessageLog(props: Props) {
  const { label, messages, pending, renderMessage, renderPending, hasEarlier, loadingEarlier, onLoadEarlier, onSeen } = props;
  const keys = [...messages.map(keyOf), ...pending.map(pendingKey)];
  const logRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const scrollToEnd = () => {
    const end = endRef.current;
    if (!end) return;
    end.style.scrollMarginBottom = `${footerRef.current?.offsetHeight ?? 0}px`;
    end.scrollIntoView?.({ block: 'end' });
  };
  const roving = useRovingFocus(keys, {
    shortcutsOn: props.shortcutsOn,
    onCompose: props.onCompose,
    onActions: (element) => {
      const button = element.querySelector<HTMLButtonElement>('[data-message-actions]');
      button?.focus();
      button?.click();
    },
  });
  const [unseen, setUnseen] = useState<MessageView[]>([]);
  const newest = newestId(messages);
  const previous = useRef({ newest, pendingCount: pending.length, first: true });
  // Measured before each change is laid out: was the member following the conversation?
  const following = useRef(true);

  // Focus never hides under the sticky compose box (WCAG 2.4.11): the page keeps its height free
  // when the browser scrolls a focused message or button into view.
  useEffect(() => {
    const footer = footerRef.current;
    const root = document.documentElement;
    if (!footer || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.style.setProperty('scroll-padding-bottom', `${footer.offsetHeight + 16}px`));
    observer.observe(footer);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);

  useEffect(() => {
    const measure = () => {
      following.current = endInView(endRef.current, footerRef.current);
      if (following.current) setUnseen((list) => (list.length ? [] : list));
    };
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { newest, pendingCount: pending.length, first: false };
    if (before.first) {
      scrollToEnd();
      return;
    }
    const sentNow = pending.length > before.pendingCount;
    const arrived = messages.filter((m) => m.id > before.newest);
    if (arrived.length === 0 && !sentNow) return;
    // Focus on a message older than the newest one before this change: the member is reading back.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusedId = logRef.current?.contains(focused) ? Number(focused?.closest('article')?.dataset.messageId ?? 0) : 0;
    const readingOlder = focusedId > 0 && focusedId < before.newest;
    const fromOthers = arrived.filter((m) => !m.mine);
    if (sentNow || (following.current && !readingOlder) || fromOthers.length === 0) {
      scrollToEnd();
      following.current = true;
    } else {
      setUnseen((list) => [...list, ...fromOthers]);
    }
  }, [newest, pending.length, messages]);

  // The read mark follows what has been on screen.
  useEffect(() => {
    if (newest && unseen.length === 0 && following.current) onSeen(newest);
  }, [newest, unseen.length, onSeen]);

  // "Load earlier messages": the oldest message when it was pressed. The earlier page goes in
  // above it; when that was the last page the button goes, and focus with it, so focus moves to
  // the newest of the loaded messages, just above where the member was. Either way the number
  // loaded is said (the page grows above the member, out of sight).
  const earlierFrom = useRef<string | null>(null);
  const [earlierWords, setEarlierWords] = useState('');
  const loadEarlier = () => {
    earlierFrom.current = messages[0] ? keyOf(messages[0]) : null;
    setEarlierWords('');
    onLoadEarlier();
  };
  const oldestKey = messages[0] ? keyOf(messages[0]) : null;
  useLayoutEffect(() => {
    const from = earlierFrom.current;
    if (!from || oldestKey === from) return;
    earlierFrom.current = null;
    const loaded = messages.findIndex((m) => keyOf(m) === from);
    if (loaded <= 0) return;
    setEarlierWords(loaded === 1 ? '1 earlier message loaded' : `${loaded} earlier messages loaded`);
    if (focusLost()) roving.focusKey(keyOf(messages[loaded - 1]!));
    // Only a new oldest message matters here (the messages' other changes are the effect above's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oldestKey]);

  const showNew = () => {
    const first = unseen[0];
    setUnseen([]);
    if (first) roving.focusKey(keyOf(first));
  };

  return (
    <div>
      {hasEarlier && (
        <div className="mb-3 flex justify-center">
          <Button variant="secondary" busy={loadingEarlier} onClick={loadEarlier}>
            {loadingEarlier ? 'Loading earlier messages…' : 'Load earlier messages'}
          </Button>
        </div>
      )}
      <ListStatus message={earlierWords} />
      <div ref={logRef} role="log" aria-label={label} aria-live="off" className="flex flex-col gap-1">
        {messages.map((message) => renderMessage(message, roving.itemProps(keyOf(message))))}
        {pending.map((p) => renderPending(p, roving.itemProps(pendingKey(p))))}
      </div>
      {props.afterLog}
      <div ref={endRef} className="h-px" />
      {/* Above an on-screen keyboard too: --keyboard-inset follows the visual viewport. */}
      <div ref={footerRef} className="sticky z-10 -mx-4 bg-slate-50 px-4 pt-2" style={{ bottom: 'var(--keyboard-inset, 0px)' }}>
        {unseen.length > 0 && (
          <div className="mb-2 flex justify-center">
            <Button className="shadow-lg" onClick={showNew}>
              {unseen.length === 1 ? '1 new message' : `${unseen.length} new messages`}
              <span aria-hidden="true">↓</span>
            </Button>
          </div>
        )}
        {props.footer}
      </div>
    </div>
  );
}
