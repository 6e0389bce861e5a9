import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { Footer } from './footer';

afterEach(() => vi.unstubAllGlobals());

const footerLinks = () => within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');

describe('Footer', () => {
  it('lists the CMS footer menu first, then its own links', async () => {
    stubApi({
      '/api/menus/footer': [
        200,
        {
          name: 'Footer',
          location: 'footer',
          items: [
            { label: 'About Us', url: '/pages/about-us' },
            { label: 'Relay Service', url: 'https://www.accesshub.gov.au' },
          ],
        },
      ],
    });
    renderWithApp(<Footer />);
    expect(await screen.findByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/pages/about-us');
    expect(footerLinks().map((a) => a.textContent)).toEqual([
      'About Us',
      'Relay Service',
      'Donate to a campaign',
      'Loading animation demo',
    ]);
    expect(screen.getByRole('link', { name: 'Relay Service' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps its own links, and shows no error, when there is no footer menu', async () => {
    const spy = stubApi({ '/api/menus/footer': [404, { message: 'Menu not found' }] });
    renderWithApp(<Footer />);
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith('/api/menus/footer', expect.anything()));
    expect(footerLinks().map((a) => a.textContent)).toEqual(['Donate to a campaign', 'Loading animation demo']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
