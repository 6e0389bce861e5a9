import type { CmsMedia } from '@schemas/cms-media';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { FILTER_FROM, MediaPicker } from './media-picker';

let nextId = 1;
const file = (over: Partial<CmsMedia> = {}): CmsMedia => {
  const id = nextId++;
  return {
    id,
    filename: `file-${id}.mp3`,
    alt: '',
    url: `/media/file-${id}.mp3`,
    mimeType: 'audio/mpeg',
    size: 5 * 1024 * 1024,
    createdAt: '2026-05-01T00:00:00.000Z',
    ...over,
  };
};

// The real upload dialog sends bytes; this one stands in for a finished upload: the library
// now holds the file, the list is refreshed, then onUploaded and onClose, as the real one does.
const uploaded = file({ filename: 'episode-13.mp3', url: '/media/episode-13.mp3' });
let table: Record<string, [number, unknown]> = {};
vi.mock('./upload-dialog', () => ({
  default: function FakeUploadDialog({
    onClose,
    onUploaded,
    accept,
  }: {
    onClose: () => void;
    onUploaded?: (m: CmsMedia) => void;
    accept?: string;
  }) {
    const { mutate } = useSWRConfig();
    return createPortal(
      <div role="dialog" aria-label={`Upload ${accept}`}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            table['/api/cms/media'] = [200, [...((table['/api/cms/media']?.[1] as CmsMedia[]) ?? []), uploaded]];
            await mutate('/api/cms/media');
            onUploaded?.(uploaded);
            onClose();
          }}
        >
          <button type="submit">Upload</button>
        </form>
      </div>,
      document.body,
    );
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

type HarnessProps = {
  kind: 'audio' | 'image';
  optional?: boolean;
  error?: string;
  onChange?: (m: CmsMedia | null) => void;
  onSubmit?: () => void;
};

/** The picker inside a form, holding its own choice like a dialog would. */
function Harness({ kind, optional, error, onChange = () => {}, onSubmit = () => {} }: HarnessProps) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <MediaPicker
        kind={kind}
        legend={kind === 'audio' ? 'Audio file' : 'Thumbnail image'}
        name={kind === 'audio' ? 'audioMediaId' : 'thumbnailMediaId'}
        optional={optional}
        error={error}
        value={value}
        onChange={(m) => {
          setValue(m?.id ?? null);
          onChange(m);
        }}
      />
    </form>
  );
}

function library(files: CmsMedia[]) {
  table = { '/api/cms/media': [200, files] };
  // A live view of the table, so a test can change what the worker answers.
  const spy = vi.fn(async (url: string) => {
    const [status, body] = table[url] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('MediaPicker', () => {
  it('offers only files of its kind, as radio buttons named by file name and size', async () => {
    const episode = file({ filename: 'episode-12.mp3', size: 45 * 1024 * 1024 });
    library([
      episode,
      file({ filename: 'poster.png', mimeType: 'image/png', alt: 'A poster', size: 2048 }),
      file({ filename: 'minutes.pdf', mimeType: 'application/pdf' }),
    ]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="audio" onChange={onChange} />);

    const group = await screen.findByRole('group', { name: 'Audio file' });
    const radios = await within(group).findAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(within(group).queryByRole('radio', { name: /None/ })).not.toBeInTheDocument();
    const radio = within(group).getByRole('radio', { name: /episode-12\.mp3.*45\.00 MB/ });
    await user.click(radio);
    expect(radio).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(episode);
    expect(within(group).getByText('Chosen:').parentElement).toHaveTextContent('Chosen: episode-12.mp3');
  });

  it('shows images with their alt text, and "None" when the field is optional', async () => {
    library([
      file({ filename: 'host.jpg', mimeType: 'image/jpeg', alt: 'Host smiling at a microphone', url: '/media/host.jpg', size: 120 * 1024 }),
    ]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="image" optional onChange={onChange} />);

    const group = await screen.findByRole('group', { name: 'Thumbnail image' });
    const none = within(group).getByRole('radio', { name: 'None' });
    expect(none).toBeChecked();
    const image = await within(group).findByRole('img', { name: 'Host smiling at a microphone' });
    expect(image).toHaveAttribute('src', '/media/host.jpg');
    await user.click(within(group).getByRole('radio', { name: /host\.jpg/ }));
    await user.click(none);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(none).toBeChecked();
  });

  it('ties the field error to the group and marks each choice invalid', async () => {
    library([file({ filename: 'a.mp3' })]);
    renderWithApp(<Harness kind="audio" error="Choose an audio file" />);
    const group = await screen.findByRole('group', { name: 'Audio file' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose an audio file'));
    expect(await within(group).findByRole('radio', { name: /a\.mp3/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it(`adds a filter box above ${FILTER_FROM} files, which narrows the list and never submits the form`, async () => {
    const files = Array.from({ length: FILTER_FROM + 1 }, (_, i) =>
      file({ filename: i === 3 ? 'interview-with-dylan.mp3' : `episode-${i}.mp3` }),
    );
    library(files);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="audio" onSubmit={onSubmit} />);

    const box = await screen.findByLabelText('Filter audio files by name');
    expect(screen.getAllByRole('radio')).toHaveLength(FILTER_FROM + 1);
    await user.type(box, 'dylan{Enter}');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByText(`1 of ${FILTER_FROM + 1} audio files shown`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no filter box for a short list', async () => {
    library([file(), file()]);
    renderWithApp(<Harness kind="audio" />);
    await screen.findAllByRole('radio');
    expect(screen.queryByLabelText('Filter audio files by name')).not.toBeInTheDocument();
  });

  it('uploads a new file of its kind and chooses it, without submitting the form around it', async () => {
    library([file({ filename: 'episode-12.mp3' })]);
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Harness kind="audio" onChange={onChange} onSubmit={onSubmit} />);

    await screen.findByRole('radio', { name: /episode-12\.mp3/ });
    await user.click(screen.getByRole('button', { name: 'Upload a new audio file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload audio' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledWith(uploaded);
    expect(await screen.findByRole('radio', { name: /episode-13\.mp3/ })).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with an empty library says so, and the upload button takes the focus an error would give a choice', async () => {
    library([]);
    renderWithApp(<Harness kind="image" />);
    expect(await screen.findByText('There are no images in the media library yet. Upload one.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a new image' })).toHaveAttribute('name', 'thumbnailMediaId');
  });

  it('says so when the library cannot be loaded', async () => {
    stubApi({ '/api/cms/media': [500, { message: 'Server error' }] });
    renderWithApp(<Harness kind="audio" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The media library could not be loaded.');
  });
});
