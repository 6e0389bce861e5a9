export function Tags({ tags, label = 'Tags' }: { tags: string[]; label?: string }) {
  if (!tags.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}
