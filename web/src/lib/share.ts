import { toast } from '@/lib/toast';

/**
 * Shares a page of the portal: the device's share sheet where there is one (phones), else
 * the link is copied and a notification says so. A cancelled share is not an error.
 */
export async function shareLink({ title, path }: { title: string; path: string }): Promise<void> {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: `The link to "${title}" is on your clipboard.` });
  } catch {
    toast({ title: 'Copy this link', description: url });
  }
}
