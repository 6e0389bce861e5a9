import { vi } from 'vitest';

/**
 * Behind a Headless UI dialog the page is inert, so a browser ignores focus() there. jsdom has
 * no `inert` (and Headless UI did not even mark the page once an earlier test in the file had
 * opened a dialog), so focusing a heading while a dialog is still open passes here and fails for
 * a real user. This refuses focus outside the open dialog's portal, as the browser does. Undo
 * with vi.restoreAllMocks().
 */
export function emulateModalInert(): void {
  const focus = HTMLElement.prototype.focus;
  vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
    const dialog = document.querySelector('[role="dialog"]');
    const live = dialog?.closest('[data-headlessui-portal]') ?? dialog;
    if (live && !live.contains(this)) return;
    focus.call(this, options);
  });
}
