import './material-icon.css';

/** A Material icon by its name (categories, incident categories, the history of an icon field). */
export function MaterialIcon({ name }: { name: string }) {
  return (
    <span className="material-icon" aria-hidden>
      {name}
    </span>
  );
}
