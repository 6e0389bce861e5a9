import type { MessageView } from '@schemas/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageItem, PendingItem } from './message-item';
import { MessageLog } from './message-log';
import { aMessage } from './testing/message-factory';

function log(messages: MessageView[], onCompose = vi.fn(), shortcutsOn = true) {
  return (
    <MessageLog
      label="Messages with Alex Chen"
      messages={messages}
      pending={[]}
      hasEarlier={false}
      loadingEarlier={false}
      onLoadEarlier={() => {}}
      onSeen={() => {}}
      onCompose={onCompose}
      shortcutsOn={shortcutsOn}
      renderMessage={(m, item) => <MessageItem key={m.id} message={m} {...item} />}
      renderPending={(p, item) => <PendingItem key={p.clientId} pending={p} onRetry={() => {}} {...item} />}
      footer={<textarea aria-label="Write a message…" />}
    />
  );
}

const articles = () => screen.getAllByRole('article');

describe('the message log', () => {
  it('is a named log where only one message is in the tab order, and arrows, Home and End move between messages', async () => {
    const user = userEvent.setup();
    render(log([aMessage(1), aMessage(2), aMessage(3)]));
    expect(screen.getByRole('log', { name: 'Messages with Alex Chen' })).toBeInTheDocument();
    expect(articles().map((a) => a.tabIndex)).toEqual([-1, -1, 0]);

    await user.tab();
    expect(articles()[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(articles()[1]).toHaveFocus();
    expect(articles().map((a) => a.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{Home}');
    expect(articles()[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(articles()[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(articles()[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(articles()[2]).toHaveFocus();
  });

  it('answers single-key shortcuts on a message only while they are turned on, never in the compose box', async () => {
    const user = userEvent.setup();
    const onCompose = vi.fn();
    const { rerender } = render(log([aMessage(1)], onCompose));
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('c');
    expect(onCompose).not.toHaveBeenCalled();
    articles()[0]!.focus();
    await user.keyboard('c');
    expect(onCompose).toHaveBeenCalledTimes(1);
    rerender(log([aMessage(1)], onCompose, false));
    articles()[0]!.focus();
    await user.keyboard('c');
    expect(onCompose).toHaveBeenCalledTimes(1);
  });

  it('never moves the member reading an older message: new ones wait behind a "N new messages" button', async () => {
    const user = userEvent.setup();
    const { rerender } = render(log([aMessage(1), aMessage(2), aMessage(3)]));
    articles()[0]!.focus();
    rerender(log([aMessage(1), aMessage(2), aMessage(3), aMessage(4), aMessage(5)]));
    expect(articles()[0]).toHaveFocus();
    const button = screen.getByRole('button', { name: /2 new messages/ });
    await user.click(button);
    expect(articles()[3]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });

  it('shows a new message in place when the member is at the newest one, and never counts their own', () => {
    const { rerender } = render(log([aMessage(1), aMessage(2)]));
    articles()[1]!.focus();
    rerender(log([aMessage(1), aMessage(2), aMessage(3)]));
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    articles()[0]!.focus();
    rerender(log([aMessage(1), aMessage(2), aMessage(3), aMessage(4, { mine: true })]));
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });
});
