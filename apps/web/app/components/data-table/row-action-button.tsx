import buttons from '#app/components/ui/button.module.css';

interface RowActionButtonProps {
  /** What the button does, as the eye reads it: "Remove". */
  action: string;
  /** The row's own name, which a screen reader hears after the action. */
  name: string;
  /** Gets the button itself, so a dialog it opens can hand focus back to it. */
  onPress: (button: HTMLButtonElement) => void;
}

/** A row's own action in a table of the profile's records: "Remove", heard as "Remove My laptop". */
export function RowActionButton({ action, name, onPress }: RowActionButtonProps) {
  return (
    <button
      type="button"
      className={buttons.secondary}
      onClick={(event) => onPress(event.currentTarget)}
    >
      {action}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
