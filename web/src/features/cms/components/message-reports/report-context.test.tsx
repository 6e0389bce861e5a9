import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageReport } from '../../api/use-message-reports';
import { ReportContext } from './report-context';

const person = (id: number, displayName: string) => ({ id, displayName, initials: displayName[0]!, profileImageUrl: null });
const message = (id: number, body: string, extra: Partial<MessageReport['context'][number]> = {}) => ({
  id,
  sender: person(id % 2 ? 3 : 4, id % 2 ? 'Sid Sender' : 'Remy Reporter'),
  body,
  createdAt: '2026-11-20T01:00:00.000Z',
  deleted: false,
  reported: false,
  ...extra,
});

const report = (context: MessageReport['context']): MessageReport => ({
  id: 1,
  reason: 'Harassment or hate',
  details: '',
  status: 'open',
  createdAt: '2026-11-20T02:00:00.000Z',
  resolvedAt: null,
  reporter: person(4, 'Remy Reporter'),
  conversationId: 9,
  message: context.find((m) => m.reported)!,
  senderSuspended: false,
  context,
});

describe('ReportContext', () => {
  it('lists the messages in order, marking the reported one in words and as current', () => {
    render(
      <ReportContext
        report={report([message(1, 'Hello'), message(2, 'Hi <b>back</b>'), message(3, 'Go away', { reported: true }), message(4, 'Stop')])}
      />,
    );
    const items = within(screen.getByRole('list', { name: /Messages around the reported message, oldest first/ })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Hello'),
      expect.stringContaining('Hi <b>back</b>'),
      expect.stringMatching(/^Reported message.*Go away/),
      expect.stringContaining('Stop'),
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(items[2]!).getByText(/Sid Sender/)).toBeInTheDocument();
  });

  it('shows a removed message as "Message deleted" and a departed sender as a former member', () => {
    render(<ReportContext report={report([message(5, '', { reported: true, deleted: true }), message(6, 'After', { sender: null })])} />);
    expect(screen.getByText('Message deleted')).toBeInTheDocument();
    expect(screen.getByText('Former member')).toBeInTheDocument();
  });
});
