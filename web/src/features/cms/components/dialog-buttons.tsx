import { Button } from '@/components/ui/button';

export function DialogButtons({
  busy,
  onCancel,
  label,
  busyLabel = 'Saving...',
}: {
  busy: boolean;
  onCancel: () => void;
  label: string;
  busyLabel?: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
