import type { FlaggedItem, TrustStatus } from '@schemas/trust';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { TrustLevelSection } from './trust-level-section';

afterEach(() => vi.unstubAllGlobals());

const newMember: TrustStatus = {
  level: 0,
  name: 'New member',
  staff: false,
  setByEditor: false,
  computedLevel: 0,
  activity: { postsRead: 3, daysRead: 2, minutesRead: 12, contributions: 0, daysSinceJoined: 1 },
  next: {
    level: 1,
    name: 'Member',
    needs: [
      { measure: 'postsRead', have: 3, need: 5 },
      { measure: 'daysRead', have: 2, need: 3 },
      { measure: 'minutesRead', have: 12, need: 30 },
    ],
  },
};

const flagged: FlaggedItem = {
  kind: 'post',
  id: 4,
  postId: 4,
  text: 'Selling my wheelchair',
  outcome: 'hidden-pending-review',
  reasons: ["It's spam", 'Something else: Asks for money'],
};

describe('TrustLevelSection', () => {
  it("tells a new member their level, its limits and the next level's progress in words", async () => {
    stubApi({ '/api/trust': [200, newMember], '/api/trust/flags': [200, []] });
    renderWithApp(<TrustLevelSection />);
    expect(await screen.findByText('Level 0: New member')).toBeInTheDocument();
    expect(screen.getByText(/at most 2 links in a post or comment, and no images/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'To reach level 1 (Member)' })).toBeInTheDocument();
    const progress = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(progress).toEqual(expect.arrayContaining(['3 of 5 posts read', '2 of 3 days with reading', '12 of 30 minutes reading']));
  });

  it('shows staff that no limits apply, and what became of flagged posts with the reasons', async () => {
    stubApi({
      '/api/trust': [200, { ...newMember, staff: true, level: 3, name: 'Leader', next: null }],
      '/api/trust/flags': [200, [flagged]],
    });
    renderWithApp(<TrustLevelSection />);
    expect(await screen.findByText('Staff: no limits apply to you.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your flagged posts and comments' });
    expect(within(list).getByText(/Hidden until a moderator reviews it/)).toBeInTheDocument();
    expect(within(list).getByText("Reasons given: It's spam; Something else: Asks for money")).toBeInTheDocument();
    expect(within(list).queryByRole('link')).toBeNull();
  });
});
