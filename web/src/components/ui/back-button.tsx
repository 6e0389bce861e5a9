import { useNavigate } from 'react-router-dom';
import { buttonClass } from './button';

/** "Back to News" and friends: history back, or the list when the page was opened directly. */
export function BackButton({ label, fallback }: { label: string; fallback: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={buttonClass('ghost', '-ml-3')}
      onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate(fallback))}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
